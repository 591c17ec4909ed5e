import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailQueue } from './mail-queue.service';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';
import { MailWorker } from './mail-worker.service';
import { OutboundMail } from './outbound-mail.entity';

@Module({
  imports: [TypeOrmModule.forFeature([OutboundMail])],
  providers: [
    MailQueue,
    MailWorker,
    { provide: MAIL_TRANSPORT, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createMailTransport(config) },
  ],
  exports: [MailQueue, MailWorker],
})
export class MailModule {}
