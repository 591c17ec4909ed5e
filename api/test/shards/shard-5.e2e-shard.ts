import { runShard } from './run-shard';

runShard(__filename);
