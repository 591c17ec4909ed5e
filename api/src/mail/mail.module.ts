import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailQueue } from './mail-queue.service';
import { OutboundMail } from './outbound-mail.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboundMail])],
  providers: [MailQueue],
  exports: [MailQueue],
})
export class MailModule {}
