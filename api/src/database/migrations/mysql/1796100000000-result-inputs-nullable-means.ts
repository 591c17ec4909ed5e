import { MigrationInterface, QueryRunner } from 'typeorm';

/** An uploaded input line may leave a mean empty (a question answered only with Don't Know has none). */
export class ResultInputsNullableMeans1796100000000 implements MigrationInterface {
  name = 'ResultInputsNullableMeans1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `result_inputs` MODIFY `average_rating` double NULL, MODIFY `average_value` double NULL, MODIFY `average_difference` double NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'UPDATE `result_inputs` SET `average_rating` = COALESCE(`average_rating`, 0), `average_value` = COALESCE(`average_value`, 0), `average_difference` = COALESCE(`average_difference`, 0)',
    );
    await queryRunner.query(
      'ALTER TABLE `result_inputs` MODIFY `average_rating` double NOT NULL, MODIFY `average_value` double NOT NULL, MODIFY `average_difference` double NOT NULL',
    );
  }
}
