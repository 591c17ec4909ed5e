import type { SnapshotInputs } from '../insights/segment-figures.service';
import { decideTeams, TeamDecision } from './team-figures';
import type { TeamForm } from './team-tree';

/** One manager-view decision of a snapshot, run in a worker thread (TeamFiguresWorkers). */
export interface TeamTask {
  input: SnapshotInputs;
  people: TeamForm[];
  min: number;
}

export default function runTeamTask(task: TeamTask): Promise<TeamDecision> {
  return decideTeams(task.input, task.people, task.min);
}
