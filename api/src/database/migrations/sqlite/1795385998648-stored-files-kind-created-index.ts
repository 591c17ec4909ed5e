import { MigrationInterface, QueryRunner } from 'typeorm';

export class StoredFilesKindCreatedIndex1795385998648 implements MigrationInterface {
  name = 'StoredFilesKindCreatedIndex1795385998648';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX "ix_stored_files_kind_created" ON "stored_files" ("kind", "created_at") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "ix_stored_files_kind_created"');
  }
}
