-- Indexes, built after the bulk load (never during it).  They serve the
-- analyzer's queries and the examples; rowid order is already time order.
CREATE INDEX sched_switch_ts ON sched_switch (ts);
CREATE INDEX sched_switch_next_pid ON sched_switch (next_pid, ts);
CREATE INDEX sched_waking_pid ON sched_waking (pid, ts);
CREATE INDEX sched_wakeup_pid ON sched_wakeup (pid, ts);
CREATE INDEX cpu_frequency_cpu_id ON cpu_frequency (cpu_id, ts);
CREATE INDEX amd_pstate_perf_cpu_id ON amd_pstate_perf (cpu_id, ts);
CREATE INDEX cpu_idle_cpu ON cpu_idle (cpu, ts);
CREATE INDEX counter_sample_name ON counter_sample (name, cpu, ts);
CREATE INDEX task_pid ON task (pid);
