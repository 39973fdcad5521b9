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
#include <tracefs.h>
#include "strbuf.h"

#define INSTANCE_PREFIX "pstate-trace-"

struct event_req {
	char *system;
	char *name;
	int enabled;  /* enabled in the instance */
	int required; /* fatal when missing (sched:sched_switch) */
};

struct trace_inst {
	struct tracefs_instance *inst;
	char name[64];
	int nr_cpus;
	struct event_req *events;
	int nr_events;
};

/**
 * tracefs_check - make sure tracefs is usable (mounting it if needed)
 * Return: 0, or -1 with a message that says what to do ("run as root").
 */
int tracefs_check(void);

/**
 * inst_remove_stale - remove pstate-trace-PID instances whose PID is dead
 * Return: the number removed.
 */
int inst_remove_stale(void);

/**
 * inst_create - create and set up our instance
 * @ti: zeroed; its events[] filled by the caller (inst_add_event)
 * @buffer_kb: per-CPU buffer size in KiB, 0 = the kernel default
 *
 * Enables every requested event this kernel has; missing ones are left with
 * enabled = 0 and one line on stderr (a missing required event is fatal).
 * Tracing is left off: inst_start() turns it on.
 * Return: 0, or -1 (message printed, nothing left behind).
 */
int inst_create(struct trace_inst *ti, size_t buffer_kb);

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

#endif
