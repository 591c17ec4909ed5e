import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Paged } from './paged';

/** The envelope fields every list answers beside its rows. */
abstract class PageEnvelopeDto {
  @ApiProperty({ description: '1 when pageSize is -1' }) currentPage: number;
  @ApiProperty({ description: '-1 when every row is in one page' }) pageSize: number;
  @ApiProperty({ description: 'Rows over every page' }) totalItem: number;
  @ApiProperty() totalPage: number;
}

const pages = new Map<Type, Type>();

/**
 * The paged envelope of a list of item, as its own schema: CustomerListItemDto -> CustomerPageDto
 * (OpenAPI has no generics, so each item type gets a class; the same class each time it is asked for).
 */
export function PagedDto<T>(item: Type<T>): Type<Paged<T>> {
  const known = pages.get(item);
  if (known) return known as Type<Paged<T>>;
  class Page extends PageEnvelopeDto implements Paged<T> {
    @ApiProperty({ type: [item] }) data: T[];
  }
  Object.defineProperty(Page, 'name', { value: `${item.name.replace(/(ListItem|Item)?(Dto)?$/, '')}PageDto` });
  pages.set(item, Page);
  return Page;
}
