// Agent calls (the agent centre grows here).
import { z } from 'zod';

/** POST /v2/app/agent/is/agent: data is true for an approved agent. */
export const IsAgentResponse = z.boolean();
