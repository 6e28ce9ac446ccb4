import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Whether a request is in the sample: its id (a random UUID, app.ts) read as a number in [0, 1), so
 * its "incoming" and "completed" lines are kept or left out together.
 */
export function isSampled(requestId: string, sample: number): boolean {
  if (sample >= 1) return true;
  return Number.parseInt(requestId.slice(0, 8), 16) / 0x1_0000_0000 < sample;
}

/**
 * Fastify's per-request log lines for `LOG_REQUESTS` (0 to 1) of the requests. A request that
 * failed (an error, or an answer of 500 or more) is always logged, and so is everything else Fastify
 * or the error handler logs.
 */
export class SampledRequestLogs extends LogController {
  readonly sample: number;

  constructor(sample: number) {
    super();
    this.sample = sample;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (isSampled(request.id, this.sample)) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error || reply.statusCode >= 500 || isSampled(request.id, this.sample)) {
      super.requestCompleted(error, request, reply);
    }
  }
}
