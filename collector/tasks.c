// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>
#include "tasks.h"

/* What an entry is keyed by besides (pid, comm). */
enum { K_TASK, K_PARTIAL };

struct task_ent {
	int used;
	int kind;   /* K_PARTIAL: an event's pair with no pid or no comm */
	int has_pid;
	int pid;
	int has_comm;
	int folded; /* comm-less entry merged into its resolved (pid, comm) */
	int has_ts; /* 0: only named (saved_cmdlines), never seen */
	int len;
	char *comm; /* len bytes and a NUL; NULL when !has_comm */
	int64_t id;
	uint64_t first, last;
};

struct tasks {
	struct task_ent *ents;
	size_t cap; /* power of two */
	size_t n;
	int64_t next_id;
	struct task_ent *last_hit; /* most events come from the same task as the previous */
};

static uint64_t hash(int kind, int pid, const char *comm, int len)
{
	uint64_t h = 1469598103934665603ULL ^ (uint32_t)pid ^ ((uint64_t)kind << 40) ^
		     ((uint64_t)(comm != NULL) << 41);
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
	t->next_id = 1;
	t->ents = calloc(t->cap, sizeof(*t->ents));
	if (!t->ents) {
		free(t);
		return NULL;
	}
	return t;
}

void tasks_free(struct tasks *t)
{
	size_t i;

	if (!t)
		return;
	for (i = 0; i < t->cap; i++)
		free(t->ents[i].comm);
	free(t->ents);
	free(t);
}

static int matches(const struct task_ent *e, int kind, int pid, const char *comm, int len)
{
	return e->pid == pid && e->kind == kind && e->has_comm == (comm != NULL) &&
	       (!comm || (e->len == len && !memcmp(e->comm, comm, (size_t)len)));
}

static struct task_ent *lookup(struct task_ent *ents, size_t cap, int kind, int pid,
			       const char *comm, int len)
{
	size_t i = hash(kind, pid, comm, len) & (cap - 1);

	for (;; i = (i + 1) & (cap - 1)) {
		struct task_ent *e = &ents[i];

		if (!e->used || matches(e, kind, pid, comm, len))
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
			*lookup(ents, cap, e->kind, e->pid, e->comm, e->len) = *e;
	}
	free(t->ents);
	t->ents = ents;
	t->cap = cap;
	t->last_hit = NULL;
	return 0;
}

/* intern - @pid with @comm (NULL: none) in the table, added when new */
static struct task_ent *intern(struct tasks *t, int kind, int pid, const char *comm, int len)
{
	struct task_ent *e;

	if (t->n * 2 >= t->cap && grow(t) < 0)
		return NULL;
	e = lookup(t->ents, t->cap, kind, pid, comm, len);
	if (!e->used) {
		if (comm) {
			e->comm = malloc((size_t)len + 1);
			if (!e->comm)
				return NULL;
			memcpy(e->comm, comm, (size_t)len);
			e->comm[len] = '\0';
		}
		e->used = 1;
		e->kind = kind;
		e->has_pid = 1;
		e->pid = pid;
		e->has_comm = comm != NULL;
		e->len = comm ? len : 0;
		e->id = t->next_id++;
		t->n++;
	}
	return e;
}

/* seen - the entry of (@pid, @comm), its times stretched to @ts */
static struct task_ent *seen(struct tasks *t, int pid, const char *comm, int len, uint64_t ts)
{
	struct task_ent *e = t->last_hit;

	if (!comm)
		len = 0;
	if (!e || !matches(e, K_TASK, pid, comm, len)) {
		e = intern(t, K_TASK, pid, comm, len);
		if (!e)
			return NULL;
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
	return e;
}

int tasks_seen(struct tasks *t, int pid, const char *comm, int len, uint64_t ts)
{
	return seen(t, pid, comm, len, ts) ? 0 : -1;
}

int64_t tasks_id(struct tasks *t, int has_pid, int pid, const char *comm, int len, uint64_t ts)
{
	struct task_ent *e;

	if (has_pid && comm) {
		e = seen(t, pid, comm, len, ts);
		return e ? e->id : -1;
	}
	e = intern(t, K_PARTIAL, has_pid ? pid : 0, comm, comm ? len : 0);
	if (!e)
		return -1;
	e->has_pid = has_pid;
	return e->id;
}

int tasks_name(struct tasks *t, int pid, const char *comm)
{
	return intern(t, K_TASK, pid, comm, (int)strnlen(comm, TASK_COMM_MAX - 1)) ? 0 : -1;
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

		if (!e->used || e->kind != K_TASK || e->has_comm || e->folded ||
		    !(comm = resolve(e->pid, ctx)))
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

int tasks_each(struct tasks *t, int (*fn)(const struct task_row *row, void *arg), void *arg)
{
	struct task_row row;
	size_t i;
	int ret;

	for (i = 0; i < t->cap; i++) {
		struct task_ent *e = &t->ents[i];

		if (!e->used || e->folded)
			continue;
		row.id = e->id;
		row.has_pid = e->has_pid;
		row.pid = e->pid;
		row.comm = e->has_comm ? e->comm : NULL;
		row.len = e->len;
		row.has_ts = e->has_ts;
		row.first = e->first;
		row.last = e->last;
		ret = fn(&row, arg);
		if (ret)
			return ret;
	}
	return 0;
}
