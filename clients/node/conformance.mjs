// A transq client written only from docs/protocol.md: submit (with an idempotent resubmit
// and a bad payload), wait without polling, read the results, stream a job's text. tests/transq/test_node_client.py
// runs it against a real worker and checks what it prints.
//
// Usage: node conformance.mjs   with TRANSQ_REDIS_URL, TRANSQ_NS, TRANSQ_QUEUE and
// TRANSQ_SCRIPTS (a JSON file {"SUBMIT": <Lua>, "PUT_BACK": <Lua>}, the texts of
// transq/scripts.py). Prints one JSON object; exit code 0 when every check held.
import { readFileSync } from "node:fs";
import { createClient } from "redis";

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const base = `${env("TRANSQ_NS")}:{${env("TRANSQ_QUEUE")}}`;
const key = {
  stream: (lane) => `${base}:stream:${lane}`,
  job: (id) => `${base}:job:${id}`,
  result: (id) => `${base}:result:${id}`,
  done: (id) => `${base}:done:${id}`,
  deltas: (id) => `${base}:delta:${id}`,
  config: `${base}:config`,
  owner: (id) => `${base}:owner:${id}`,
};

const redis = createClient({ url: env("TRANSQ_REDIS_URL") });
const call = (...args) => redis.sendCommand(args.map(String));

async function createGroups() {
  for (const lane of ["interactive", "batch"]) {
    try {
      await call("XGROUP", "CREATE", key.stream(lane), "workers", "0", "MKSTREAM");
    } catch (err) {
      if (!String(err.message).includes("BUSYGROUP")) throw err;
    }
  }
}

async function submit(sha, jobId, payload, lane = "interactive") {
  // The fourth key, the id's owner record: a service may not submit under an id an API
  // key's owner holds (SUBMIT answers -2). No owner of its own: '' and two unused numbers.
  const [code, value] = await call(
    "EVALSHA", sha, 4, key.job(jobId), key.stream(lane), key.config, key.owner(jobId), payload, lane, 100000, "", 0, 0,
  );
  if (String(await call("HGET", key.config, "durable_submit")) === "1") {
    // Durable submit: WAITAOF on this (the only) connection; 0 local fsyncs = not confirmed.
    const [local] = await call("WAITAOF", 1, 0, 2000);
    if (Number(local) < 1) throw new Error(`submit of ${jobId} not confirmed on disk; submit again`);
  }
  return { code: Number(code), value: String(value) };
}

async function wait(putBackSha, jobId, timeoutS) {
  const deadline = Date.now() + timeoutS * 1000;
  for (;;) {
    // A result only from the result hash (the worker role's alone); the job hash tells
    // the open state and a cancel, which this client never sends.
    const stored = await call("HGET", key.result(jobId), "result");
    if (stored) return JSON.parse(String(stored));
    const leftS = (deadline - Date.now()) / 1000;
    if (leftS <= 0) throw new Error(`timed out waiting for ${jobId}`);
    const popped = await call("BLPOP", key.done(jobId), leftS.toFixed(2));
    if (popped) await call("EVALSHA", putBackSha, 2, key.done(jobId), key.job(jobId));
  }
}

// A streaming job's text (docs/protocol.md, "Streaming"): XREAD BLOCK on its delta stream,
// keep the newest attempt's deltas from their offsets, end on an end entry, or when the
// job's result exists after a quiet read. The result is the truth; the deltas a preview.
async function streamJob(jobId, timeoutS) {
  const deadline = Date.now() + timeoutS * 1000;
  let lastId = "0-0";
  let attempt = 0;
  let text = "";
  let deltas = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`timed out streaming ${jobId}`);
    const reply = await call("XREAD", "COUNT", 512, "BLOCK", 1000, "STREAMS", key.deltas(jobId), lastId);
    let ended = false;
    for (const [, entries] of reply ?? []) {
      for (const [id, flat] of entries) {
        lastId = String(id);
        const f = {};
        for (let i = 0; i < flat.length; i += 2) f[String(flat[i])] = String(flat[i + 1]);
        const a = Number(f.a);
        if (a < attempt) continue; // an older attempt's worker, still writing
        if (a > attempt) [attempt, text] = [a, ""]; // a new attempt: discard what was shown
        if (f.t === "d" && Number(f.o) === text.length) [text, deltas] = [text + f.x, deltas + 1];
        if (f.t === "e") ended = true;
      }
    }
    const stored = await call("HGET", key.result(jobId), "result");
    if (stored && (ended || !reply)) {
      const result = JSON.parse(String(stored));
      return { text, deltas, attempt, result, complete: text === result.translation };
    }
  }
}

async function main() {
  const scripts = JSON.parse(readFileSync(env("TRANSQ_SCRIPTS"), "utf8"));
  await redis.connect();
  await createGroups();
  const submitSha = String(await call("SCRIPT", "LOAD", scripts.SUBMIT));
  const putBackSha = String(await call("SCRIPT", "LOAD", scripts.PUT_BACK));
  const job = { schema_version: 1, job_id: "node-1", text: "Hello from Node", source_lang: "en", target_lang: "de" };
  const first = await submit(submitSha, job.job_id, JSON.stringify(job));
  const again = await submit(submitSha, job.job_id, JSON.stringify({ ...job, text: "Other text" }));
  const bad = await submit(submitSha, "node-bad", "{not json");
  const good = await wait(putBackSha, job.job_id, 30);
  const failed = await wait(putBackSha, "node-bad", 30);
  const doneTtlS = Number(await call("TTL", key.done(job.job_id)));
  const streamed = { ...job, job_id: "node-stream", text: "Streamed from Node", stream: true };
  await submit(submitSha, streamed.job_id, JSON.stringify(streamed));
  const stream = await streamJob(streamed.job_id, 30);
  const report = { first, again, bad, good, failed, doneTtlS, stream };
  const ok =
    first.code === 1 && again.code === 0 && bad.code === 1 &&
    good.status === "succeeded" && failed.status === "failed" && failed.error?.code === "invalid_job" &&
    doneTtlS > 0 && stream.complete && stream.deltas >= 1 && stream.result.status === "succeeded";
  console.log(JSON.stringify({ ok, ...report }));
  await redis.quit();
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(`error: ${err.message}`);
  process.exitCode = 2;
});
