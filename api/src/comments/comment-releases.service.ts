import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { findRelease, upsertRelease } from './comments.repository';
import { CommentReleaseStateDto } from './dto/comment-release.dto';

/** The super admin's release of an inquiry's verbatim comments to its customer admins, both ways. */
@Injectable()
export class CommentReleasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: InquiryAccess,
  ) {}

  async isReleased(inquiryId: number): Promise<boolean> {
    return (await findRelease(this.dataSource.manager, inquiryId))?.released ?? false;
  }

  async set(user: AuthUser, inquiryId: number, released: boolean): Promise<CommentReleaseStateDto> {
    await this.access.findForUser(user, inquiryId);
    const changedAt = new Date();
    await upsertRelease(this.dataSource.manager, { inquiryId, released, changedAt });
    return { InquiryId: inquiryId, Released: released, ChangedAt: changedAt };
  }
}
