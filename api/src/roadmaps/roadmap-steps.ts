import { Column } from 'typeorm';

/** The three steps of a roadmap: title, brief description and detail each (nine required fields). */
export class RoadmapSteps {
  @Column({ length: 200 })
  step1Title: string;

  @Column({ type: 'text' })
  step1Brief: string;

  @Column({ type: 'text' })
  step1Detail: string;

  @Column({ length: 200 })
  step2Title: string;

  @Column({ type: 'text' })
  step2Brief: string;

  @Column({ type: 'text' })
  step2Detail: string;

  @Column({ length: 200 })
  step3Title: string;

  @Column({ type: 'text' })
  step3Brief: string;

  @Column({ type: 'text' })
  step3Detail: string;
}
