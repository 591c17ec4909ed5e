import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Job } from './job.entity';
import { JobInterceptor } from './job.interceptor';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/** Jobs: heavy work a request starts and the apps follow (docs/architecture.md, "Jobs"). */
@Module({
  imports: [TypeOrmModule.forFeature([Job])],
  controllers: [JobsController],
  providers: [JobsService, JobInterceptor],
  exports: [JobsService, JobInterceptor],
})
export class JobsModule {}
