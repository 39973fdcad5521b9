-- Indexes, built after the bulk load (never during it).
--
-- The big per-event tables (ev_sched_switch, ev_sched_waking, ...) get none: rows
-- are in time order by rowid, the analyzer reads them in one pass, and an
-- index on a 100M-row table would cost the user more time after every run
-- than it saves.  A time window (--from, --to) is that pass with ts
-- filtered: ts BETWEEN from AND to, in rowid order.  The frequency tables
-- are small (one row per request) and queried by CPU.
CREATE INDEX ev_cpu_frequency_cpu_id ON ev_cpu_frequency (cpu_id, ts);
CREATE INDEX ev_amd_pstate_perf_cpu_id ON ev_amd_pstate_perf (cpu_id, ts);
CREATE INDEX ev_pstate_sample_cpu ON ev_pstate_sample (cpu, ts);
CREATE INDEX counter_sample_name ON counter_sample (name, cpu, ts);
CREATE INDEX task_pid ON task (pid);
