import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InquiryTypesModule } from '../inquiry-types/inquiry-types.module';
import { Roadmap } from './roadmap.entity';
import { RoadmapsController } from './roadmaps.controller';
import { RoadmapsService } from './roadmaps.service';

@Module({
  imports: [TypeOrmModule.forFeature([Roadmap]), InquiryTypesModule],
  controllers: [RoadmapsController],
  providers: [RoadmapsService],
  exports: [RoadmapsService],
})
export class RoadmapsModule {}
