import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An uploaded area colour (sheet AreaColors); when absent colours are derived from average ratings. */
@Entity('result_area_colors')
@Index('uq_result_area_colors_area', ['inquiryId', 'area'], { unique: true })
export class ResultAreaColor {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  inquiryId: number;

  @Column({ length: 20 })
  area: string;

  /** green, blue, yellow or red. */
  @Column({ length: 10 })
  color: string;
}
