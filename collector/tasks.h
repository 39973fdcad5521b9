/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tasks - every (pid, comm) seen, with the first and last time it was seen
 * and the id the event tables' task columns hold; becomes the task table.
 * Memory grows with tasks, not events.
 */
#ifndef PT_TASKS_H
#define PT_TASKS_H

#include <stdint.h>

#define TASK_COMM_MAX 64 /* saved_cmdlines' comms; an event's comm may be longer */

struct tasks;

struct tasks *tasks_new(void);
void tasks_free(struct tasks *t);

/**
 * tasks_seen - note that @pid had @comm at @ts
 * @comm: @len bytes, or NULL when the source does not know the comm (a binary
 *        record's common_pid): resolved by tasks_fold() later
 * Return: 0, or -1 on allocation failure.
 */
int tasks_seen(struct tasks *t, int pid, const char *comm, int len, uint64_t ts);

/**
 * tasks_id - the id of an event's (pid, comm) pair, handed out at its first
 * sighting (1, 2, ...); noted as tasks_seen() does
 * @has_pid: 0 when the event's pid could not be read (NULL in the row)
 * @comm: NULL when the event's comm could not be read
 * A pair with no pid or no comm is an entry of its own, with no times,
 * never folded: it gives the row back as it was.
 * Return: the id (> 0), or -1 on allocation failure.
 */
int64_t tasks_id(struct tasks *t, int has_pid, int pid, const char *comm, int len, uint64_t ts);

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

/* One entry, as tasks_each() gives it. */
struct task_row {
	int64_t id;
	int has_pid;
	int pid;
	const char *comm; /* NULL: none */
	int len;          /* of comm */
	int has_ts;       /* 0 for entries only named, or of an unreadable pid or comm */
	uint64_t first, last;
};

/**
 * tasks_each - call @fn for every entry (folded ones aside)
 * Return: 0, or the first non-zero value @fn returned.
 */
int tasks_each(struct tasks *t, int (*fn)(const struct task_row *row, void *arg), void *arg);

#endif
