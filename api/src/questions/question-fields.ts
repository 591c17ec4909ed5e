import { Column } from 'typeorm';

/** Columns shared by diagnostic and custom questions (an embedded column group). */
export class QuestionFields {
  @Column({ length: 200 })
  title: string;

  /** Textbox, Checkbox, Rating or Document. */
  @Column({ length: 20 })
  type: string;

  @Column({ type: 'text' })
  description: string;

  /** Culture, People, Process, Structure or Other. */
  @Column({ length: 20 })
  area: string;

  @Column({ type: 'int', nullable: true })
  maxLength: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  validationRegex: string | null;

  @Column({ type: 'simple-json', nullable: true })
  ratingOptions: string[] | null;

  @Column({ type: 'simple-json', nullable: true })
  checkboxOptions: string[] | null;
}
