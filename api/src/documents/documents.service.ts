import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AnswersService } from '../answers/answers.service';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { ApiError } from '../common/filters/api-error';
import { PageQueryDto } from '../common/paging/page-query.dto';
import { FilesService } from '../files/files.service';
import { safeFileName } from '../files/file-type';
import type { StoredFile } from '../files/stored-file.entity';
import { InquiryDocumentItem } from '../results/dto/result-responses';
import { UserDocumentDto } from './dto/document-responses.dto';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { transaction } from '../database/transaction';
import { RespondentsService } from '../respondents/respondents.service';
import { checkDocument, originalName, uploadData } from '../files/uploaded-document';
import type { MultipartFile } from '../files/uploaded-file';

@Injectable()
export class DocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
    private readonly files: FilesService,
    private readonly respondents: RespondentsService,
    private readonly answers: AnswersService,
    private readonly audit: AuditService,
  ) {}

  /** Help documents of an inquiry (super admin): every file checked, then all stored or none. */
  async uploadHelpDocuments(user: AuthUser, inquiryId: number, uploads: MultipartFile[]) {
    const inquiry = await this.access.findForUser(user, inquiryId);
    if (!uploads?.length) throw ApiError.badRequest(['Please upload a document, first.']);
    const named = uploads.map((file) => ({
      file,
      name: safeFileName(originalName(file)),
      type: checkDocument({ ...file, originalname: originalName(file) }),
    }));

    const refuseDuplicates = async (m: EntityManager) => {
      const taken = new Set(
        (await this.files.namesOf(inquiryId, 'help-document', m)).map((name) => name.toLowerCase()),
      );
      const duplicates: string[] = [];
      for (const { name } of named) {
        if (taken.has(name.toLowerCase())) duplicates.push(`${name} Already Uploaded`);
        taken.add(name.toLowerCase());
      }
      if (duplicates.length) throw ApiError.conflict(duplicates, 'Duplicate File');
    };
    await refuseDuplicates(this.dataSource.manager);

    const keys: string[] = [];
    try {
      const stored = await transaction(this.dataSource, async (m) => {
        // A deadlock victim is run again: the files its rolled-back attempt stored go first.
        await Promise.all(keys.splice(0).map((k) => this.files.discard(k)));
        // Checked again under the inquiry's row lock: two uploads of one name cannot both pass.
        await this.access.lock(m, inquiryId);
        await refuseDuplicates(m);
        const out: StoredFile[] = [];
        for (const { file, name, type } of named) {
          const saved = await this.files.store(
            {
              data: uploadData(file),
              size: file.size,
              originalName: name,
              contentType: type.contentType,
              kind: 'help-document',
              customerId: inquiry.customerId,
              inquiryId,
              uploadedByUserId: user.id,
            },
            m,
          );
          keys.push(saved.storageKey);
          out.push(saved);
        }
        return out;
      });
      await this.audit.record({
        action: 'inquiry.help-documents-uploaded',
        actorUserId: user.id,
        customerId: inquiry.customerId,
        target: `Inquiry ${inquiryId}`,
        detail: stored
          .map((f) => f.originalName)
          .join(', ')
          .slice(0, 1000),
      });
      return stored.map((f): InquiryDocumentItem => ({
        Id: f.id,
        DocumentName: f.originalName,
        path: this.files.link(f.id),
      }));
    } catch (error) {
      await Promise.all(keys.map((k) => this.files.discard(k)));
      throw error;
    }
  }

  /** The documents one respondent attached to their form (super admin, or the respondent). */
  async userDocuments(user: AuthUser, inquiryId: number, userId: number, page: PageQueryDto) {
    const { respondent } = await this.respondents.findForm(user, inquiryId, userId);
    this.respondents.assertMayView(user, userId);
    const fileIds = await this.answers.fileIdsOfRespondent(respondent.id);
    return this.files.page(fileIds, page, (f): UserDocumentDto => ({
      Id: f.id,
      DocumentName: f.originalName,
      UploadDate: f.createdAt,
      path: this.files.link(f.id),
    }));
  }
}
