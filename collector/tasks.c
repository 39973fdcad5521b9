// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>
#include "tasks.h"

struct task_ent {
	int used;
	int pid;
	int has_comm;
	int folded; /* comm-less entry merged into its resolved (pid, comm) */
	int has_ts; /* 0: only named (saved_cmdlines), never seen */
	char comm[TASK_COMM_MAX];
	uint64_t first, last;
};

struct tasks {
	struct task_ent *ents;
	size_t cap; /* power of two */
	size_t n;
	struct task_ent *last_hit; /* most events come from the same task as the previous */
};

static uint64_t hash(int pid, const char *comm, int len)
{
	uint64_t h = 1469598103934665603ULL ^ (uint32_t)pid;
	int i;

	h *= 1099511628211ULL;
	for (i = 0; i < len; i++) {
		h ^= (unsigned char)comm[i];
		h *= 1099511628211ULL;
	}
	return h ^ (h >> 29);
}

struct tasks *tasks_new(void)
{
	struct tasks *t = calloc(1, sizeof(*t));

	if (!t)
		return NULL;
	t->cap = 1024;
	t->ents = calloc(t->cap, sizeof(*t->ents));
	if (!t->ents) {
		free(t);
		return NULL;
	}
	return t;
}

void tasks_free(struct tasks *t)
{
	if (!t)
		return;
	free(t->ents);
	free(t);
}

static int matches(const struct task_ent *e, int pid, const char *comm, int len)
{
	return e->pid == pid && e->has_comm == (comm != NULL) &&
	       (!comm || (!strncmp(e->comm, comm, len) && e->comm[len] == '\0'));
}

static struct task_ent *lookup(struct task_ent *ents, size_t cap, int pid, const char *comm,
			       int len)
{
	size_t i = hash(pid, comm, len) & (cap - 1);

	for (;; i = (i + 1) & (cap - 1)) {
		struct task_ent *e = &ents[i];

		if (!e->used || matches(e, pid, comm, len))
			return e;
	}
}

static int grow(struct tasks *t)
{
	size_t cap = t->cap * 2, i;
	struct task_ent *ents = calloc(cap, sizeof(*ents));

	if (!ents)
		return -1;
	for (i = 0; i < t->cap; i++) {
		struct task_ent *e = &t->ents[i];

		if (e->used)
			*lookup(ents, cap, e->pid, e->has_comm ? e->comm : NULL,
				e->has_comm ? (int)strlen(e->comm) : 0) = *e;
	}
	free(t->ents);
	t->ents = ents;
	t->cap = cap;
	t->last_hit = NULL;
	return 0;
}

/* intern - @pid with @comm (NULL: none) in the table, added when new */
static struct task_ent *intern(struct tasks *t, int pid, const char *comm, int len)
{
	struct task_ent *e;

	if (t->n * 2 >= t->cap && grow(t) < 0)
		return NULL;
	e = lookup(t->ents, t->cap, pid, comm, len);
	if (!e->used) {
		e->used = 1;
		e->pid = pid;
		e->has_comm = comm != NULL;
		if (comm)
			memcpy(e->comm, comm, len);
		e->comm[len] = '\0';
		t->n++;
	}
	return e;
}

int tasks_seen(struct tasks *t, int pid, const char *comm, int len, uint64_t ts)
{
	struct task_ent *e = t->last_hit;

	if (len >= TASK_COMM_MAX)
		len = TASK_COMM_MAX - 1;
	if (!comm)
		len = 0;
	if (!e || !matches(e, pid, comm, len)) {
		e = intern(t, pid, comm, len);
		if (!e)
			return -1;
		t->last_hit = e;
	}
	if (!e->has_ts) {
		e->has_ts = 1;
		e->first = e->last = ts;
	}
	if (ts < e->first)
		e->first = ts;
	if (ts > e->last)
		e->last = ts;
	return 0;
}

int tasks_name(struct tasks *t, int pid, const char *comm)
{
	return intern(t, pid, comm, (int)strnlen(comm, TASK_COMM_MAX - 1)) ? 0 : -1;
}

int tasks_fold(struct tasks *t, const char *(*resolve)(int pid, void *ctx), void *ctx)
{
	struct fold {
		int pid;
		uint64_t first, last;
		char comm[TASK_COMM_MAX];
	} *folds;
	size_t i, n = 0;
	int ret = 0;

	folds = calloc(t->n ? t->n : 1, sizeof(*folds));
	if (!folds)
		return -1;
	for (i = 0; i < t->cap; i++) {
		struct task_ent *e = &t->ents[i];
		const char *comm;

		if (!e->used || e->has_comm || e->folded || !(comm = resolve(e->pid, ctx)))
			continue;
		folds[n].pid = e->pid;
		folds[n].first = e->first;
		folds[n].last = e->last;
		strncpy(folds[n].comm, comm, TASK_COMM_MAX - 1);
		e->folded = 1;
		n++;
	}
	/* The entries move when the table grows: seen only after the scan. */
	for (i = 0; i < n && !ret; i++) {
		int len = (int)strlen(folds[i].comm);

		ret = tasks_seen(t, folds[i].pid, folds[i].comm, len, folds[i].first);
		if (!ret)
			ret = tasks_seen(t, folds[i].pid, folds[i].comm, len, folds[i].last);
	}
	free(folds);
	return ret;
}

int tasks_each(struct tasks *t,
	       int (*fn)(int pid, const char *comm, int has_ts, uint64_t first, uint64_t last,
			 void *arg),
	       void *arg)
{
	size_t i;
	int ret;

	for (i = 0; i < t->cap; i++) {
		struct task_ent *e = &t->ents[i];

		if (!e->used || e->folded)
			continue;
		ret = fn(e->pid, e->has_comm ? e->comm : NULL, e->has_ts, e->first, e->last, arg);
		if (ret)
			return ret;
	}
	return 0;
}
