import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ApiError } from '../common/filters/api-error';
import type { InquiryType } from '../inquiry-types/inquiry-type.entity';
import { InquiryTypesService } from '../inquiry-types/inquiry-types.service';
import { LibraryContentService } from '../library-content/library-content.service';
import { CreateRoadmapDto } from './dto/create-roadmap.dto';
import { Roadmap } from './roadmap.entity';
import { RoadmapResponse, toRoadmapResponse, toRoadmapSteps } from './roadmap.mapper';

/** The roadmap library of the super admin: three steps per roadmap (platform-administration.md §9). */
@Injectable()
export class RoadmapsService extends LibraryContentService<Roadmap, CreateRoadmapDto, RoadmapResponse> {
  constructor(@InjectDataSource() dataSource: DataSource, inquiryTypes: InquiryTypesService, audit: AuditService) {
    super(dataSource, Roadmap, inquiryTypes, audit, { name: 'Roadmap', action: 'roadmap' });
  }

  protected toResponse(roadmap: Roadmap): RoadmapResponse {
    return toRoadmapResponse(roadmap);
  }

  protected content(dto: CreateRoadmapDto) {
    return { steps: toRoadmapSteps(dto) };
  }

  /** One roadmap per inquiry type: the result template and the insights use it, so a second would be a guess. */
  protected override async assertRoomFor(inquiryType: InquiryType, exceptId?: number): Promise<void> {
    if ((await this.countOthers(inquiryType.id, exceptId)) > 0) {
      throw ApiError.conflict([
        `InquiryTypeId: The inquiry type ${inquiryType.name} already has a roadmap: edit that one instead`,
      ]);
    }
  }

  protected deletedDetail(roadmap: Roadmap): string {
    return roadmap.steps.step1Title;
  }
}
