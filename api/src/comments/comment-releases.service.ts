import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { InquiryAccess } from '../inquiries/inquiry-access.service';
import { CommentRelease } from './comment-release.entity';
import { CommentReleaseStateDto } from './dto/comment-release.dto';

/** The super admin's release of an inquiry's verbatim comments to its customer admins, both ways. */
@Injectable()
export class CommentReleasesService {
  constructor(
    @InjectRepository(CommentRelease) private readonly releases: Repository<CommentRelease>,
    private readonly access: InquiryAccess,
  ) {}

  async isReleased(inquiryId: number): Promise<boolean> {
    return (await this.releases.findOneBy({ inquiryId }))?.released ?? false;
  }

  async set(user: AuthUser, inquiryId: number, released: boolean): Promise<CommentReleaseStateDto> {
    await this.access.findForUser(user, inquiryId);
    const changedAt = new Date();
    await this.releases.upsert({ inquiryId, released, changedAt }, ['inquiryId']);
    return { InquiryId: inquiryId, Released: released, ChangedAt: changedAt };
  }
}
