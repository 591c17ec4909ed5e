import { MigrationInterface, QueryRunner } from 'typeorm';

/** When an inquiry's published results were withdrawn: answering stays closed and the customer is not mailed again. */
export class ResultsWithdrawnAt1797950000000 implements MigrationInterface {
  name = 'ResultsWithdrawnAt1797950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "inquiries" ADD COLUMN "results_withdrawn_at" datetime');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "inquiries" DROP COLUMN "results_withdrawn_at"');
  }
}
