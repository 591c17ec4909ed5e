import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { transaction } from '../database/transaction';
import type { MultipartFile } from '../files/uploaded-file';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { ResultUploadService } from '../results/result-upload.service';
import { ResultWorkbookWorkers } from '../results/result-workbook-workers';
import { TemplateFiguresService } from '../results/template-figures.service';
import { parseDraftContent } from './draft-content';
import { wireContent } from './draft-mapper';
import type { ResultDraftDto } from './dto/result-draft.dto';
import { ResultsDraftService } from './results-draft.service';

/**
 * A draft to the result workbook and back: written and read by the workbook's own worker threads and rules, so a
 * draft exported, edited in a spreadsheet and imported again is checked exactly as an upload would be.
 */
@Injectable()
export class ResultsDraftWorkbookService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly drafts: ResultsDraftService,
    private readonly uploads: ResultUploadService,
    private readonly workbooks: ResultWorkbookWorkers,
    private readonly customerFigures: TemplateFiguresService,
  ) {}

  async export(user: AuthUser, inquiryId: number): Promise<{ fileName: string; data: Buffer }> {
    const inquiry = await this.access.findForUser(user, inquiryId);
    const { row } = await transaction(this.dataSource, (m) => this.drafts.openLocked(m, inquiryId, user.id));
    const c = parseDraftContent(row.content);
    const completedForms = await this.access.completedForms(inquiryId);
    const figures = await this.customerFigures.of(inquiry, completedForms);
    const data = await this.workbooks.build({
      findings: c.findings,
      recommendations: c.recommendations,
      inputs: c.inputs ?? [],
      advanceInsights: c.advanceInsights,
      roadmap: [...c.roadmap].sort((a, b) => a.step - b.step),
      areaColors: c.areaColors,
      computedFrom: { inquiryId, completedForms },
      customerForms: figures.totals ? figures.forms : null,
      minRespondents: figures.minRespondents,
    });
    return { fileName: `result-draft-inquiry-${inquiryId}-v${row.version}.xlsx`, data };
  }

  /** Reads the workbook as an upload does (every problem at once, nothing stored on one), then saves it as the draft. */
  async import(
    user: AuthUser,
    inquiryId: number,
    version: number,
    file: MultipartFile | undefined,
  ): Promise<ResultDraftDto> {
    await this.access.findForUser(user, inquiryId);
    const parsed = await this.uploads.parse(file);
    const content = wireContent({
      findings: parsed.findings,
      advanceInsights: parsed.advanceInsights,
      recommendations: parsed.recommendations,
      roadmap: parsed.roadmap,
      areaColors: parsed.areaColors ?? [],
      inputs: parsed.inputs?.length ? parsed.inputs : null,
    });
    return this.drafts.save(user, inquiryId, { ...content, Version: version });
  }
}
