// chart.js parts are registered once, by the first chart page that loads this module.
import {
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  PointElement,
  ScatterController,
  Tooltip,
} from 'chart.js';

Chart.register(BarElement, CategoryScale, LinearScale, PointElement, ScatterController, Tooltip, Legend);

export { Chart };
