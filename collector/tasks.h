/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tasks - every (pid, comm) seen, with the first and last time it was seen;
 * becomes the task table.  Memory grows with tasks, not events.
 */
#ifndef PT_TASKS_H
#define PT_TASKS_H

#include <stdint.h>

#define TASK_COMM_MAX 64

struct tasks;

struct tasks *tasks_new(void);
void tasks_free(struct tasks *t);

/**
 * tasks_seen - note that @pid had @comm at @ts
 * @comm: @len bytes, or NULL when the source does not know the comm (a binary
 *        record's common_pid): resolved by tasks_each() later
 * Return: 0, or -1 on allocation failure.
 */
int tasks_seen(struct tasks *t, int pid, const char *comm, int len, uint64_t ts);

/**
 * tasks_fold - give comm-less pids the comm @resolve names
 *
 * A pid seen only without a comm (binary common_pid) joins the (pid, comm)
 * entry that @resolve names, which is created if needed.
 * Return: 0, or -1 on allocation failure.
 */
int tasks_fold(struct tasks *t, const char *(*resolve)(int pid, void *ctx), void *ctx);

/**
 * tasks_name - make sure (pid, comm) has an entry, without a time if new
 * Return: 0, or -1 on allocation failure.
 */
int tasks_name(struct tasks *t, int pid, const char *comm);

/**
 * tasks_each - call @fn for every entry; @has_ts is 0 for entries only named
 * Return: 0, or the first non-zero value @fn returned.
 */
int tasks_each(struct tasks *t,
	       int (*fn)(int pid, const char *comm, int has_ts, uint64_t first, uint64_t last,
			 void *arg),
	       void *arg);

#endif
