/* SPDX-License-Identifier: GPL-2.0 */
/*
 * instance - the private tracefs instance a recording uses.
 *
 * "pstate-trace-PID", trace_clock mono, its own buffer size, only the events
 * we enable.  Nothing outside the instance is changed, so removing it leaves
 * the system as found.
 */
#ifndef PT_INSTANCE_H
#define PT_INSTANCE_H

#include <stddef.h>
#include <stdint.h>
#include <sqlite3.h>
#include <tracefs.h>
#include "strbuf.h"

struct loader;
struct summary;

#define INSTANCE_PREFIX "pstate-trace-"

struct event_req {
	char *system;
	char *name;
	int enabled;  /* enabled in the instance */
	int required; /* fatal when missing (sched:sched_switch) */
};

struct trace_inst {
	struct tracefs_instance *inst;
	int hold_fd;        /* its tracing_on, open while it is ours (when inst is set) */
	char name[64];
	int nr_cpus;
	size_t buffer_kb;   /* per CPU, as the kernel has it */
	int buffer_percent; /* the readers' wakeup watermark, -1 if not set */
	struct event_req *events;
	int nr_events;
	/* -C: the CPUs traced (tracing_cpumask), cpu_set[c] != 0; NULL: all */
	const uint8_t *cpu_set;
	int cpu_set_len;
};

/**
 * inst_check_tracefs - make sure tracefs is usable (mounting it if needed)
 * Return: 0, or -1 with a message that says what to do ("run as root").
 */
int inst_check_tracefs(void);

/**
 * inst_remove_stale - remove the pstate-trace-N instances that no live
 * recording holds: those the kernel lets go, as nothing has a file of them
 * open (a recording holds one from inst_create() to inst_destroy()); N, a
 * process id maybe of another PID namespace, is not looked at
 * Return: the number removed.
 */
int inst_remove_stale(void);

/*
 * The default per-CPU buffer: a share of the memory available, spread over
 * the CPUs (BUFFER_MEM_SHARE: 1/1024 of it), within [BUFFER_MIN_KB,
 * BUFFER_MAX_KB] per CPU, but never more than 1/BUFFER_MEM_CAP of the memory
 * in all, nor less than BUFFER_FLOOR_KB.
 */
#define BUFFER_MEM_SHARE 1024
#define BUFFER_MEM_CAP 16
#define BUFFER_MIN_KB 4096
#define BUFFER_MAX_KB 32768
#define BUFFER_FLOOR_KB 1024
/* The readers' default wakeup watermark, % of a CPU's buffer (buffer_percent). */
#define DEFAULT_BUFFER_PERCENT 25

/**
 * inst_default_buffer_kb - the per-CPU buffer size a recording gets without -b
 * @nr_cpus: the CPUs that each get one
 */
size_t inst_default_buffer_kb(int nr_cpus);
/* inst_buffer_kb_for - the same, for @avail_kb of memory available */
size_t inst_buffer_kb_for(unsigned long long avail_kb, int nr_cpus);

/**
 * inst_create - create and set up our instance
 * @ti: zeroed; its events[] filled by the caller (inst_add_event)
 * @buffer_kb: per-CPU buffer size in KiB, 0: inst_default_buffer_kb()
 * @buffer_percent: the readers' wakeup watermark (buffer_percent), -1: leave it
 *
 * Enables every requested event this kernel has; missing ones are left with
 * enabled = 0 and one line on stderr (a missing required event is fatal).
 * With @ti->cpu_set, only those CPUs are traced (tracing_cpumask) and the
 * others' buffers are made as small as the kernel allows.
 * Tracing is left off: inst_start() turns it on.
 * Return: 0, or -1 (message printed, nothing left behind).
 */
int inst_create(struct trace_inst *ti, size_t buffer_kb, int buffer_percent);

/* inst_add_event - ask for SYSTEM:NAME; 0 or -1 (ENOMEM) */
int inst_add_event(struct trace_inst *ti, const char *system, const char *name, int required);

/* inst_drop_event - forget a requested event by NAME or SYSTEM:NAME; 1 if found */
int inst_drop_event(struct trace_inst *ti, const char *spec);

/* inst_start / inst_stop - tracing_on of the instance; 0 or -1 */
int inst_start(struct trace_inst *ti);
int inst_stop(struct trace_inst *ti);

/* inst_missing - the requested events this kernel lacks, comma separated */
void inst_missing(struct trace_inst *ti, struct strbuf *sb);
/* inst_enabled - the events enabled, comma separated */
void inst_enabled(struct trace_inst *ti, struct strbuf *sb);

/* inst_destroy - remove the instance (safe to call twice); the lists stay */
void inst_destroy(struct trace_inst *ti);
/* inst_free - inst_destroy() and free the event lists */
void inst_free(struct trace_inst *ti);

/**
 * inst_load_tep - the live event formats of the events @ti enabled (and
 * ftrace's own), with /proc/kallsyms for the work functions' names,
 * printk_formats and saved_cmdlines
 * Return: the handle (tep_free() it), or NULL (printed).
 */
struct tep_handle *inst_load_tep(struct trace_inst *ti);

/* inst_subbuf_size - the ring buffer's sub-buffer size in bytes */
int inst_subbuf_size(struct trace_inst *ti);

/**
 * inst_read_stats - every CPU's per_cpu/cpuN/stats into buffer_stats
 * @sum: told each CPU's statistics (summary_buffer())
 * Return: 0 or -1 (printed).
 */
int inst_read_stats(struct trace_inst *ti, sqlite3 *db, struct summary *sum);

/*
 * inst_stats_snapshot - every CPU's per_cpu/cpuN/stats text as it is now,
 * to be stored later (reading them costs a file read a CPU, storing them
 * a database write): an array of nr_cpus strings (NULL for an offline CPU),
 * or NULL when out of memory; inst_stats_free() it
 */
char **inst_stats_snapshot(struct trace_inst *ti);
/* inst_store_stats - a snapshot into @table (buffer_stats, buffer_stats_start);
 * @sum as inst_read_stats(), or NULL; 0 or -1 (printed) */
int inst_store_stats(struct trace_inst *ti, char **texts, sqlite3 *db, const char *table,
		     struct summary *sum);
void inst_stats_free(struct trace_inst *ti, char **texts);

/**
 * buffer_stats_store - ring-buffer statistics text into buffer_stats
 * @text: "key: value" lines as per_cpu/cpuN/stats has them; with @cpu < 0,
 *        several CPUs, each after a "CPU: N" line (as trace.dat keeps them)
 * @cpu: the CPU of @text, or -1
 * @sum: also told each CPU's statistics (summary_buffer()); may be NULL
 *
 * A value the text lacks is stored as NULL.
 * Return: 0 or -1 (printed).
 */
int buffer_stats_store(sqlite3 *db, const char *text, int cpu, struct summary *sum);

/* inst_read_cmdlines - saved_cmdlines names pids that events give as numbers */
void inst_read_cmdlines(struct loader *l);

#endif
