// SPDX-License-Identifier: GPL-2.0
/*
 * machine.c - the machines the runs were made on: each run's context from
 * meta (host, kernel, command line, CPU model and count, SMT; its own
 * driver and governor), the checks that a label's runs come from one
 * machine and that a run is what its DRIVER/GOVERNOR label says, and the
 * MACHINE section that carries the context with the tables.
 *
 * Meta values come from other machines: they are printed through the doc
 * layer (made inert there) or the JSON writer, never raw; a command line is
 * cut in the text to the parameters that matter.  A key an older database
 * does not have is "not recorded", and never differs from anything.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "compare/compare.h"
#include "json.h"
#include "msg.h"
#include "strbuf.h"

/* The meta key of each enum cmp_ctx_key, and how the messages name it. */
static const struct {
	const char *meta, *name, *plural, *row;
} ctx_keys[CTX_N] = {
    [CTX_HOST] = {"hostname", "host", "hosts", "host"},
    [CTX_KERNEL] = {"kernel_release", "kernel release", "kernel releases", "kernel"},
    [CTX_CPU_MODEL] = {"cpu_model", "CPU model", "CPU models", "cpu"},
    [CTX_CPUS] = {"nr_cpus", "CPU count", "CPU counts", "cpus"},
    [CTX_CMDLINE] = {"kernel_cmdline", "command line", "command lines", "cmdline"},
    [CTX_SMT_ACTIVE] = {"smt_active", "SMT", "SMT states", "smt"},
    [CTX_SMT_CONTROL] = {"smt_control", "SMT control", "SMT controls", "smt"},
};

#define CMDLINE_SHOWN 160 /* the text's command line: bytes before the cut */
#define CMDLINE_JSON 4096 /* the JSON's: the largest COMMAND_LINE_SIZE of Linux */

/* Parameters of a command line that move cpufreq's results: kept in a cut one. */
static const char *const cmdline_keep[] = {
    "amd_pstate",   "intel_pstate", "cpufreq",	 "nosmt",	"smt=",	      "maxcpus",
    "nr_cpus",	    "isolcpus",	    "nohz",	 "rcu_nocbs",	"idle=",      "processor.",
    "intel_idle",   "cpuidle",	    "preempt",	 "mitigations", "threadirqs", "irqaffinity",
    "amd_prefcore", "acpi=",	    "pcie_aspm", "cppc",	NULL,
};

const char *cmp_ctx_name(int key)
{
	return key >= 0 && key < CTX_N ? ctx_keys[key].name : "?";
}

int cmp_ctx_read(const struct run *run, struct cmp_run *r)
{
	int k;

	for (k = 0; k < CTX_N; k++) {
		if (run_meta(run, ctx_keys[k].meta, &r->ctx[k]) < 0)
			return -1;
		if (r->ctx[k] && !*r->ctx[k]) { /* empty: unknown (schema) */
			free(r->ctx[k]);
			r->ctx[k] = NULL;
		}
	}
	r->driver = run->driver && *run->driver ? strdup(run->driver) : NULL;
	r->governor = run->governor && *run->governor ? strdup(run->governor) : NULL;
	if ((run->driver && *run->driver && !r->driver) ||
	    (run->governor && *run->governor && !r->governor))
		return -1;
	return 0;
}

void cmp_ctx_free(struct cmp_run *r)
{
	int k;

	for (k = 0; k < CTX_N; k++) {
		free(r->ctx[k]);
		r->ctx[k] = NULL;
	}
	free(r->driver);
	free(r->governor);
	r->driver = r->governor = NULL;
}

/* One value of a key among a label's runs. */
struct ctx_val {
	const char *v; /* NULL: not recorded */
	int n; /* runs */
	const char *path; /* the first of them */
};

/*
 * label_values - the distinct values of @key among the runs of label @l:
 * in order of first sight, the runs that do not record it (v NULL) last
 * @out: malloc'ed (the caller frees); its strings are the runs'
 * Return: how many; -1 when out of memory.
 */
static int label_values(const struct cmp *c, int l, int key, struct ctx_val **out)
{
	struct ctx_val *v = calloc(c->nruns + 1, sizeof(*v));
	int i, k, n = 0, none = 0;
	const char *none_path = NULL;

	*out = v;
	if (!v)
		return -1;
	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];

		if (strcmp(r->label, c->labels[l]) != 0)
			continue;
		if (!r->ctx[key]) {
			if (!none++)
				none_path = r->path;
			continue;
		}
		for (k = 0; k < n && strcmp(v[k].v, r->ctx[key]) != 0; k++)
			;
		if (k == n)
			v[n++] = (struct ctx_val){r->ctx[key], 0, r->path};
		v[k].n++;
	}
	if (none)
		v[n++] = (struct ctx_val){NULL, none, none_path};
	return n;
}

/* cmdline_kept - @tok (of @len bytes) is one of cmdline_keep's */
static int cmdline_kept(const char *tok, size_t len)
{
	int i;

	for (i = 0; cmdline_keep[i]; i++) {
		size_t n = strlen(cmdline_keep[i]);

		if (len >= n && !strncmp(tok, cmdline_keep[i], n))
			return 1;
	}
	return 0;
}

/*
 * cmdline_cut - @s, a command line, into @sb as the text shows it: whole up
 * to CMDLINE_SHOWN bytes; longer, the parameters that fit in that many,
 * then those of cmdline_keep that come after, and how many were left out
 */
static void cmdline_cut(struct strbuf *sb, const char *s)
{
	const char *p = s;
	size_t used = 0;
	int left = 0;

	if (strlen(s) <= CMDLINE_SHOWN) {
		sb_adds(sb, s);
		return;
	}
	while (*p) {
		size_t len;

		p += strspn(p, " \t");
		len = strcspn(p, " \t");
		if (!len)
			break;
		if ((used + len + 1 <= CMDLINE_SHOWN && !left) ||
		    (cmdline_kept(p, len) && len <= CMDLINE_SHOWN)) {
			sb_printf(sb, "%s%.*s", used ? " " : "", (int)len, p);
			used += len + 1;
		} else {
			left++;
		}
		p += len;
	}
	if (left)
		sb_printf(sb, " (%d more parameter%s: --format json has them)", left,
			  left == 1 ? "" : "s");
}

/* value_text - one value as the text shows it */
static void value_text(struct strbuf *sb, int key, const char *v)
{
	if (!v)
		sb_adds(sb, "not recorded");
	else if (key == CTX_CMDLINE)
		cmdline_cut(sb, v);
	else
		sb_adds(sb, v);
}

/*
 * ctx_text - what MACHINE shows of @key for label @l: its value, or each of
 * the runs' values with how many runs have it
 * Return: malloc'ed (the caller frees); NULL when out of memory.
 */
static char *ctx_text(const struct cmp *c, int l, int key)
{
	struct strbuf sb = STRBUF_INIT;
	struct ctx_val *v;
	int n = label_values(c, l, key, &v), k;
	char *s;

	if (n < 0)
		return NULL;
	for (k = 0; k < n; k++) {
		if (k)
			sb_adds(&sb, "; ");
		value_text(&sb, key, v[k].v);
		if (n > 1)
			sb_printf(&sb, " (%d run%s)", v[k].n, v[k].n == 1 ? "" : "s");
	}
	free(v);
	s = sb.oom ? NULL : strdup(sb_cstr(&sb));
	sb_free(&sb);
	return s;
}

/* smt_text - the SMT row of label @l: "active 1, control on"; malloc'ed,
 * NULL when out of memory */
static char *smt_text(const struct cmp *c, int l)
{
	char *a = ctx_text(c, l, CTX_SMT_ACTIVE), *b = ctx_text(c, l, CTX_SMT_CONTROL), *s = NULL;

	if (a && b && !strcmp(a, "not recorded") && !strcmp(b, a))
		s = strdup(a);
	else if (a && b && asprintf(&s, "active %s, control %s", a, b) < 0)
		s = NULL;
	free(a);
	free(b);
	return s;
}

/* mixed_text - the values of a mixed key, for a message: "a (2 runs, e.g.
 * P), b (1 run, P)"; into @sb */
static int mixed_text(const struct cmp *c, int l, int key, struct strbuf *sb)
{
	struct ctx_val *v;
	int n = label_values(c, l, key, &v), k;

	if (n < 0)
		return -1;
	for (k = 0; k < n; k++) {
		if (!v[k].v)
			continue; /* not recorded: no machine to differ from */
		sb_printf(sb, "%s%s (%d run%s, %s%s)", k ? ", " : "", v[k].v, v[k].n,
			  v[k].n == 1 ? "" : "s", v[k].n > 1 ? "e.g. " : "", v[k].path);
	}
	free(v);
	return 0;
}

/* label_contradicts - run @r's own driver or governor is not its label's */
static int label_contradicts(const struct cmp_run *r)
{
	char *drv, *gov;
	int bad;

	if (label_split(r->label, &drv, &gov) != 0)
		return 0; /* not DRIVER/GOVERNOR (or out of memory: nothing to say) */
	bad = (r->driver && strcmp(r->driver, drv) != 0) ||
	      (r->governor && strcmp(r->governor, gov) != 0);
	free(drv);
	free(gov);
	return bad;
}

int cmp_ctx_check(struct cmp *c)
{
	struct strbuf sb = STRBUF_INIT;
	int i, l, k;

	for (i = 0; i < c->nruns; i++) {
		struct cmp_run *r = &c->runs[i];

		r->contradicts = label_contradicts(r);
		if (!r->contradicts)
			continue;
		c->contradicted++;
		pt_warn("%s: labelled %s, but its own driver/governor is %s/%s (meta driver, "
			"governor)",
			r->path, r->label, r->driver ? r->driver : "(not recorded)",
			r->governor ? r->governor : "(not recorded)");
	}
	for (l = 0; l < c->nlabels; l++) {
		for (k = 0; k < CTX_CHECKED; k++) {
			struct ctx_val *v;
			int n = label_values(c, l, k, &v);
			struct cmp_mixed *m;

			if (n < 0)
				goto out_oom;
			n -= n && !v[n - 1].v; /* the runs that do not say */
			free(v);
			if (n < 2)
				continue;
			m = realloc(c->mixed, (c->nmixed + 1) * sizeof(*m));
			if (!m)
				goto out_oom;
			c->mixed = m;
			c->mixed[c->nmixed++] = (struct cmp_mixed){l, k, n};
			sb_reset(&sb);
			if (mixed_text(c, l, k, &sb) < 0 || sb.oom)
				goto out_oom;
			pt_warn("label %s: runs of %d %s: %s", c->labels[l], n, ctx_keys[k].plural,
				sb_cstr(&sb));
		}
	}
	sb_free(&sb);
	return 0;
out_oom:
	sb_free(&sb);
	return -1;
}

/* same_contradiction - runs @a and @b have the same label and own driver/governor */
static int same_contradiction(const struct cmp_run *a, const struct cmp_run *b)
{
	return !strcmp(a->label, b->label) &&
	       !strcmp(a->driver ? a->driver : "", b->driver ? b->driver : "") &&
	       !strcmp(a->governor ? a->governor : "", b->governor ? b->governor : "");
}

void cmp_ctx_runs_doc(const struct cmp *c, struct doc *d)
{
	int i, j, n, first = 1;

	for (i = 0; i < c->nmixed; i++) {
		const struct cmp_mixed *m = &c->mixed[i];

		doc_kv(d, first ? "machines" : "", "label %s: runs of %d %s (see MACHINE)",
		       c->labels[m->label], m->n, ctx_keys[m->key].plural);
		first = 0;
	}
	/* the runs that contradict their label, by label and what they are */
	first = 1;
	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];

		if (!r->contradicts)
			continue;
		for (j = 0;
		     j < i && !(c->runs[j].contradicts && same_contradiction(&c->runs[j], r)); j++)
			;
		if (j < i)
			continue;
		for (n = 0, j = i; j < c->nruns; j++)
			n += c->runs[j].contradicts && same_contradiction(&c->runs[j], r);
		doc_kv(d, first ? "label check" : "",
		       "%s: %d run%s of %s/%s (meta driver, "
		       "governor), %s%s",
		       r->label, n, n == 1 ? "" : "s", r->driver ? r->driver : "(not recorded)",
		       r->governor ? r->governor : "(not recorded)", n > 1 ? "e.g. " : "", r->path);
		first = 0;
	}
}

/* The rows of MACHINE, in order. */
static const int rows[] = {CTX_HOST,	  CTX_KERNEL, CTX_CMDLINE,
			   CTX_CPU_MODEL, CTX_CPUS,   CTX_SMT_ACTIVE /* with CTX_SMT_CONTROL */};
#define NROWS ((int)(sizeof(rows) / sizeof(rows[0])))

/*
 * machine_texts - what MACHINE shows of each label: [l * NROWS + row]
 * Return: malloc'ed, each string too (free_texts()); NULL when out of memory.
 */
static char **machine_texts(const struct cmp *c)
{
	char **t = calloc((size_t)c->nlabels * NROWS, sizeof(*t));
	int l, k;

	if (!t)
		return NULL;
	for (l = 0; l < c->nlabels; l++)
		for (k = 0; k < NROWS; k++) {
			t[l * NROWS + k] =
			    rows[k] == CTX_SMT_ACTIVE ? smt_text(c, l) : ctx_text(c, l, rows[k]);
			if (!t[l * NROWS + k]) {
				for (k = 0; k < c->nlabels * NROWS; k++)
					free(t[k]);
				free(t);
				return NULL;
			}
		}
	return t;
}

static void free_texts(char **t, int n)
{
	int i;

	for (i = 0; t && i < n; i++)
		free(t[i]);
	free(t);
}

/* same_machine - labels @a and @b show the same context */
static int same_machine(char **t, int a, int b)
{
	int k;

	for (k = 0; k < NROWS; k++)
		if (strcmp(t[a * NROWS + k], t[b * NROWS + k]) != 0)
			return 0;
	return 1;
}

/* first_like - the first label that shows what @l does (@l itself when none before) */
static int first_like(char **t, int l)
{
	int a;

	for (a = 0; a < l && !same_machine(t, a, l); a++)
		;
	return a;
}

void cmp_machine_doc(const struct cmp *c, struct doc *d)
{
	struct strbuf sb = STRBUF_INIT;
	char **t = machine_texts(c);
	int l, a, k, groups = 0;

	doc_section(d, "Machine");
	if (!t) {
		doc_text(d, "(out of memory)");
		return;
	}
	for (l = 0; l < c->nlabels; l++)
		groups += first_like(t, l) == l;
	doc_text(d, "Where the runs were made, from their meta%s.",
		 groups > 1 ? ": labels whose runs have the same context together" : "");
	for (l = 0; l < c->nlabels; l++) {
		if (first_like(t, l) != l)
			continue;
		sb_reset(&sb);
		if (groups == 1) {
			sb_printf(&sb, "all %d", c->nlabels);
		} else {
			for (a = l; a < c->nlabels; a++)
				if (first_like(t, a) == l)
					sb_printf(&sb, "%s%s", sb.len ? ", " : "", c->labels[a]);
		}
		doc_kv(d, "labels", "%s", sb_cstr(&sb));
		for (k = 0; k < NROWS; k++)
			doc_kv(d, ctx_keys[rows[k]].row, "%s", t[l * NROWS + k]);
	}
	free_texts(t, c->nlabels * NROWS);
	sb_free(&sb);
}

/* jvalue - a value of the JSON: the whole, a command line up to CMDLINE_JSON
 * bytes (cut at a character's start, "cut": the bytes left out) */
static void jvalue(struct json_writer *jw, int key, const struct ctx_val *v)
{
	size_t len = v->v ? strlen(v->v) : 0, keep = len;
	char *s = NULL;

	if (key == CTX_CMDLINE && len > CMDLINE_JSON) {
		keep = CMDLINE_JSON;
		while (keep && ((unsigned char)v->v[keep] & 0xc0) == 0x80)
			keep--;
		s = strndup(v->v, keep);
	}
	jw_object_inline(jw);
	cmp_jstr(jw, "value", s ? s : keep < len ? NULL : v->v);
	cmp_jint(jw, "runs", v->n);
	if (keep < len)
		cmp_jint(jw, "cut", (long long)(len - keep));
	jw_end(jw);
	free(s);
}

void cmp_machine_json(const struct cmp *c, struct json_writer *jw)
{
	char **t = machine_texts(c);
	int l, a, k, i;

	jw_key(jw, "machine");
	jw_array(jw);
	for (l = 0; t && l < c->nlabels; l++) {
		if (first_like(t, l) != l)
			continue;
		jw_object(jw);
		jw_key(jw, "labels");
		jw_array_inline(jw);
		for (a = l; a < c->nlabels; a++)
			if (first_like(t, a) == l)
				jw_string(jw, c->labels[a]);
		jw_end(jw);
		for (k = 0; k < CTX_N; k++) {
			struct ctx_val *v;
			int n = label_values(c, l, k, &v);

			jw_key(jw, ctx_keys[k].meta);
			jw_array_inline(jw);
			for (i = 0; i < n; i++)
				jvalue(jw, k, &v[i]);
			jw_end(jw);
			free(v);
		}
		jw_end(jw);
	}
	jw_end(jw);
	free_texts(t, c->nlabels * NROWS);
	jw_key(jw, "machine_mixed");
	jw_array(jw);
	for (i = 0; i < c->nmixed; i++) {
		jw_object_inline(jw);
		cmp_jstr(jw, "label", c->labels[c->mixed[i].label]);
		cmp_jstr(jw, "key", ctx_keys[c->mixed[i].key].meta);
		cmp_jint(jw, "values", c->mixed[i].n);
		jw_end(jw);
	}
	jw_end(jw);
	jw_key(jw, "label_contradicted");
	jw_array(jw);
	for (i = 0; i < c->nruns; i++) {
		const struct cmp_run *r = &c->runs[i];

		if (!r->contradicts)
			continue;
		jw_object_inline(jw);
		cmp_jstr(jw, "path", r->path);
		cmp_jstr(jw, "label", r->label);
		cmp_jstr(jw, "driver", r->driver);
		cmp_jstr(jw, "governor", r->governor);
		jw_end(jw);
	}
	jw_end(jw);
}
