import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { LibraryContentService } from '../library-content/library-content.service';
import { CreateFindingDto } from './dto/create-finding.dto';
import { Finding } from './finding.entity';
import { FindingResponse, toFindingResponse } from './finding.mapper';

/** The findings library of the super admin. */
@Injectable()
export class FindingsService extends LibraryContentService<Finding, CreateFindingDto, FindingResponse> {
  constructor(@InjectDataSource() dataSource: DataSource, inquiryTypes: InquiryTypesService, audit: AuditService) {
    super(dataSource, Finding, inquiryTypes, audit, { name: 'Finding', action: 'finding' });
  }

  protected toResponse(finding: Finding): FindingResponse {
    return toFindingResponse(finding);
  }

  protected content(dto: CreateFindingDto) {
    return { area: dto.Area, detail: dto.FindingDetail };
  }

  protected deletedDetail(finding: Finding): string {
    return finding.detail.slice(0, 500);
  }
}
