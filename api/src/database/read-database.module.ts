import { Global, Module } from '@nestjs/common';
import { ReadDatabase } from './read-database';

/** The read connection every module's hot reads share. */
@Global()
@Module({ providers: [ReadDatabase], exports: [ReadDatabase] })
export class ReadDatabaseModule {}
