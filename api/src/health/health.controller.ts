import { Controller, Get, HttpException, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { HealthDto } from './dto/health-response.dto';
import { pingDatabase } from './health.repository';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 200 while the database answers, 503 while it does not (load balancers read this). */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto })
  async health() {
    try {
      await Promise.race([
        pingDatabase(this.dataSource.manager),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref()),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      throw new HttpException(
        { status: 503, title: 'Service Unavailable', errorMessage: ['The database is not reachable'] },
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
  }
}
