import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DiskFileStorage } from './disk-file-storage';
import { FILE_STORAGE } from './file-storage';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { SignedLinkService } from './signed-link.service';
import { StoredFile } from './stored-file.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StoredFile])],
  controllers: [FilesController],
  providers: [
    FilesService,
    SignedLinkService,
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new DiskFileStorage(join(config.dataDir, 'files')) },
  ],
  exports: [FilesService, SignedLinkService],
})
export class FilesModule {}
