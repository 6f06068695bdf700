// Tests that play a worker by hand (it claims a job, then dies before finishing) claim it here, the one
// thing of the jobs module's repository that tests of other modules need.
export { claimJobs } from '../modules/jobs/repo';
