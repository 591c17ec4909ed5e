// The trend chart's extra chart.js parts (lines between a series' rounds, the bar controller of the mixed chart), registered once with the shared ones.
import { BarController, LineController, LineElement } from 'chart.js';
import { Chart } from '../../../lib/chart-setup';

Chart.register(BarController, LineController, LineElement);

export { Chart };
