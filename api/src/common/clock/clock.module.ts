import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** One clock for the whole API (global like the configuration): every timer and service reads the same now. */
@Global()
@Module({
  providers: [{ provide: Clock, useFactory: () => new Clock() }],
  exports: [Clock],
})
export class ClockModule {}
