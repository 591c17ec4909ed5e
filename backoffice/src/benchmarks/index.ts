export { BenchmarkPool } from './BenchmarkPool';
