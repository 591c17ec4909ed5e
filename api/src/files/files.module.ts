import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DiskFileStorage } from './disk-file-storage';
import { FILE_STORAGE, FileStorage } from './file-storage';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { GeneratedFilesSweeper } from './generated-files-sweeper.service';
import { S3FileStorage } from './s3-file-storage';
import { SignedLinkService } from './signed-link.service';
import { describeStorage } from '../config/storage-url';
import { StoredFile } from './stored-file.entity';

@Module({
  imports: [TypeOrmModule.forFeature([StoredFile])],
  controllers: [FilesController],
  providers: [
    FilesService,
    SignedLinkService,
    GeneratedFilesSweeper,
    { provide: FILE_STORAGE, inject: [APP_CONFIG], useFactory: createFileStorage },
  ],
  exports: [FilesService, SignedLinkService],
})
export class FilesModule {}

/** STORAGE_URL decides: unset = DATA_DIR/files on disk, s3://… = a bucket every API instance shares. */
async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  const storage = config.storage;
  if (storage.type === 'disk') return new DiskFileStorage(storage.root);
  const s3 = new S3FileStorage(storage);
  // A bucket that is not there yet (the object store still starting) is not fatal; say so once.
  const problem = await s3.check();
  if (problem) new Logger('FileStorage').warn(`File storage ${describeStorage(storage)}: ${problem}`);
  return s3;
}
