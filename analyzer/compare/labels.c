// SPDX-License-Identifier: GPL-2.0
/*
 * labels.c - DRIVER/GOVERNOR labels: their parts, their column order and
 * their grouping by driver (labels.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compare/labels.h"
#include "quote.h"

/* The cpufreq governors (and intel_pstate/amd-pstate-epp policies), in
 * the bug reports' column order. */
static const char *const governors[] = { "ondemand",     "schedutil", "performance",
					 "conservative", "powersave", "userspace" };

int gov_rank(const char *gov)
{
	unsigned int i;

	for (i = 0; i < sizeof(governors) / sizeof(governors[0]); i++)
		if (!strcmp(gov, governors[i]))
			return (int)i;
	return -1;
}

const char *gov_short(const char *gov)
{
	if (!strcmp(gov, "schedutil"))
		return "sugov";
	if (!strcmp(gov, "performance"))
		return "perfgov";
	return gov;
}

int label_split(const char *label, char **driver, char **governor)
{
	const char *slash = strchr(label, '/');

	if (!slash || slash == label || strchr(slash + 1, '/') ||
	    strcspn(label, " \t") < strlen(label) || gov_rank(slash + 1) < 0)
		return 1;
	*driver = strndup(label, slash - label);
	*governor = strdup(slash + 1);
	if (!*driver || !*governor) {
		free(*driver);
		free(*governor);
		*driver = *governor = NULL;
		return -1;
	}
	return 0;
}

void label_layout_free(struct label_layout *l)
{
	int i;

	for (i = 0; l->group && i < l->ngroups; i++)
		free(l->group[i].driver);
	for (i = 0; l->gov && i < l->n; i++)
		free(l->gov[i]);
	free(l->group);
	free(l->gov);
	memset(l, 0, sizeof(*l));
}

const char *label_head(const struct label_layout *l, char *const *labels, int i, char *buf,
		       size_t n)
{
	if (l->dg)
		return gov_short(l->gov[i]);
	if (!l->numbered)
		return labels[i];
	snprintf(buf, n, "[%d]", i + 1);
	return buf;
}

/* The labels of one driver group, sorted: the baseline (index 0) first,
 * then by governor rank (unknown last, by name), else by given order. */
static const struct label_layout *sort_ctx;
static int sort_keep;

static int by_column(const void *x, const void *y)
{
	int a = *(const int *)x, b = *(const int *)y, ra, rb, c;

	if (!a || !b)
		return !a ? -1 : 1;
	if (!sort_keep) {
		ra = gov_rank(sort_ctx->gov[a]);
		rb = gov_rank(sort_ctx->gov[b]);
		if (ra != rb)
			return ra < 0 ? 1 : rb < 0 ? -1 : ra - rb;
		c = strcmp(sort_ctx->gov[a], sort_ctx->gov[b]);
		if (c)
			return c;
	}
	return a - b;
}

int label_order(char **labels, int n, int keep_order, struct label_layout *out)
{
	char **drv = calloc(n ? n : 1, sizeof(*drv)), **tmp_l = NULL, **tmp_g = NULL;
	int *idx = NULL, *done = NULL, i, j, k = 0, rc, ret = -1;

	memset(out, 0, sizeof(*out));
	out->n = n;
	out->gov = calloc(n ? n : 1, sizeof(*out->gov));
	if (!drv || !out->gov)
		goto out_nomem;
	out->dg = n > 0;
	for (i = 0; i < n && out->dg; i++) {
		rc = label_split(labels[i], &drv[i], &out->gov[i]);
		if (rc < 0)
			goto out_nomem;
		out->dg = rc == 0;
	}
	if (!out->dg) {
		for (i = 0; i < n; i++) {
			free(drv[i]);
			free(out->gov[i]);
		}
		free(out->gov);
		out->gov = NULL;
		free(drv);
		drv = NULL;
		out->group = calloc(1, sizeof(*out->group));
		if (!out->group)
			goto out_nomem;
		out->ngroups = 1;
		out->group[0].n = n;
		for (i = 0; i < n; i++)
			out->numbered |= text_width(labels[i]) > LABEL_HEAD_MAX;
		return 0;
	}

	idx = malloc(n * sizeof(*idx));
	done = calloc(n, sizeof(*done));
	tmp_l = malloc(n * sizeof(*tmp_l));
	tmp_g = malloc(n * sizeof(*tmp_g));
	out->group = calloc(n, sizeof(*out->group));
	if (!idx || !done || !tmp_l || !tmp_g || !out->group)
		goto out_nomem;
	/* drivers in order of first appearance: the baseline's is labels[0]'s */
	for (i = 0; i < n; i++) {
		struct label_group *g;
		int m = 0;

		if (done[i])
			continue;
		g = &out->group[out->ngroups++];
		g->driver = strdup(drv[i]);
		if (!g->driver)
			goto out_nomem;
		g->first = k;
		for (j = i; j < n; j++)
			if (!done[j] && !strcmp(drv[j], drv[i])) {
				done[j] = 1;
				idx[m++] = j;
			}
		sort_ctx = out;
		sort_keep = keep_order;
		qsort(idx, m, sizeof(*idx), by_column);
		for (j = 0; j < m; j++) {
			tmp_l[k + j] = labels[idx[j]];
			tmp_g[k + j] = out->gov[idx[j]];
		}
		g->n = m;
		k += m;
	}
	memcpy(labels, tmp_l, n * sizeof(*labels));
	memcpy(out->gov, tmp_g, n * sizeof(*out->gov));
	ret = 0;
out_nomem:
	for (i = 0; drv && i < n; i++)
		free(drv[i]);
	free(drv);
	free(idx);
	free(done);
	free(tmp_l);
	free(tmp_g);
	if (ret)
		label_layout_free(out);
	return ret;
}
