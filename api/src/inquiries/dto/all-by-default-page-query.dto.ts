import { PageQueryDto } from '../../common/paging/page-query.dto';

/** Short, bounded lists (intake answers, a form's questions): everything unless a page is asked for. */
export class AllByDefaultPageQueryDto extends PageQueryDto {
  override pageSize: number = -1;
}
