import { RoadmapSteps } from './roadmap-steps';
import { CreateRoadmapDto } from './dto/create-roadmap.dto';
import { RoadmapDto } from './dto/roadmap-response.dto';
import { Roadmap } from './roadmap.entity';

export type RoadmapResponse = RoadmapDto;

/** The roadmap must be loaded with its inquiry type. */
export const toRoadmapResponse = (r: Roadmap): RoadmapResponse => ({
  RoadmapId: r.id,
  InquiryTypeId: r.inquiryTypeId,
  InquiryTypeName: r.inquiryType?.name ?? '',
  Step1_RoadmapTitle: r.steps.step1Title,
  Step1_BriefDescription: r.steps.step1Brief,
  Step1_RoadmapDetail: r.steps.step1Detail,
  Step2_RoadmapTitle: r.steps.step2Title,
  Step2_BriefDescription: r.steps.step2Brief,
  Step2_RoadmapDetail: r.steps.step2Detail,
  Step3_RoadmapTitle: r.steps.step3Title,
  Step3_BriefDescription: r.steps.step3Brief,
  Step3_RoadmapDetail: r.steps.step3Detail,
});

export const toRoadmapSteps = (dto: CreateRoadmapDto): RoadmapSteps => ({
  step1Title: dto.Step1_RoadmapTitle,
  step1Brief: dto.Step1_BriefDescription,
  step1Detail: dto.Step1_RoadmapDetail,
  step2Title: dto.Step2_RoadmapTitle,
  step2Brief: dto.Step2_BriefDescription,
  step2Detail: dto.Step2_RoadmapDetail,
  step3Title: dto.Step3_RoadmapTitle,
  step3Brief: dto.Step3_BriefDescription,
  step3Detail: dto.Step3_RoadmapDetail,
});
