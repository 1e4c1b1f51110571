/**
 * The GROQ parser's own thread (decision 030), started by the query worker (query-parser.ts): parses
 * query text with groq-js, one query at a time, and answers the tree or the parse error. It holds no
 * data, so a parse that runs past the query time limit costs only this thread, which is terminated
 * and replaced; the datasets' thread keeps answering meanwhile.
 */
import { parentPort } from 'node:worker_threads'
import { GroqSyntaxError, parse } from 'groq-js'
import type { ParseReply, ParseRequest } from './query-parser.ts'

if (!parentPort) throw new Error('parse-worker.ts runs as a worker thread (query-parser.ts starts it)')
const port = parentPort

port.on('message', ({ id, query, params }: ParseRequest) => {
  let reply: ParseReply
  try {
    // The newline ends a `// comment` on the last line, which groq-js otherwise refuses.
    reply = { id, tree: parse(`${query}\n`, params ? { params } : {}) }
  } catch (error) {
    const known = error as Error
    reply = {
      id,
      error: {
        kind:
          error instanceof GroqSyntaxError ? 'syntax' : error instanceof RangeError ? 'tooComplex' : 'query',
        message: known?.message ?? String(error),
        position: error instanceof GroqSyntaxError ? error.position : undefined,
      },
    }
  }
  port.postMessage(reply)
})
