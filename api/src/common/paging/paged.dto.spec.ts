import { ApiProperty } from '@nestjs/swagger';
import { PagedDto } from './paged.dto';

class WidgetListItemDto {
  @ApiProperty() Id: number;
}
class GadgetDto {
  @ApiProperty() Id: number;
}

// Where @nestjs/swagger keeps the names of a class's documented properties (each prefixed with ':').
const PROPERTIES = 'swagger/apiModelPropertiesArray';
const documentedFields = (cls: object) =>
  (Reflect.getMetadata(PROPERTIES, (cls as { prototype: object }).prototype) as string[]).map((p) => p.slice(1)).sort();

describe('PagedDto', () => {
  it('names the envelope after its item and gives one class per item type', () => {
    expect(PagedDto(WidgetListItemDto).name).toBe('WidgetPageDto');
    expect(PagedDto(GadgetDto).name).toBe('GadgetPageDto');
    expect(PagedDto(GadgetDto)).toBe(PagedDto(GadgetDto));
    expect(PagedDto(GadgetDto)).not.toBe(PagedDto(WidgetListItemDto));
  });

  it('documents the rows and the four envelope fields', () => {
    expect(documentedFields(PagedDto(GadgetDto))).toEqual([
      'currentPage',
      'data',
      'pageSize',
      'totalItem',
      'totalPage',
    ]);
  });
});
