// SPDX-License-Identifier: GPL-2.0
/*
 * ftrace_text.c - the ftrace text parser, format detection, and the line
 * reader for plain text and systrace HTML.
 *
 * An event line is "COMM-PID [(TGID)] [CPU] [FLAGS] SECS.FRAC: NAME: PAYLOAD".
 * The comm can hold anything (spaces, '-', '[', "<...>"), so a line is read
 * from its CPU column outwards: the first "[digits] " whose left side ends
 * in "-digits" (then maybe a TGID column) and whose right side is flags, a
 * timestamp and an event name.  Checking one candidate costs a bounded
 * number of steps plus text no other candidate looks at, so a line costs
 * O(length) however it is built.
 *
 * Nothing here allocates per line: values point into the line, keys of the
 * rewritten plugin forms are static strings, and the reader holds one buffer.
 */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "ftrace_text.h"

#define RD_INIT_CAP ((size_t)64 * 1024)
#define RD_MAX_LINE ((size_t)1024 * 1024) /* also the most the buffer grows to */

/* HAS - whether [s, e) starts with the string literal @lit */
#define HAS(s, e, lit)                                                                             \
	((size_t)((e) - (s)) >= sizeof(lit) - 1 && !memcmp((s), (lit), sizeof(lit) - 1))

static const char trace_data_tag[] = "<script class=\"trace-data\"";
static const char script_end[] = "</script>";
static const char legacy_var[] = "var linuxPerfData";

static inline int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static inline int is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static inline int is_key_start(int c)
{
	return is_alpha(c) || c == '_';
}

static inline int is_key_char(int c)
{
	return is_alpha(c) || is_digit(c) || c == '_';
}

/* is_name_char - event names, and the caller names bprint lines show ("foo.isra.0") */
static inline int is_name_char(int c)
{
	return is_key_char(c) || c == '.';
}

/* is_flag_char - irqs-off, need-resched, hardirq/softirq, preempt and migrate columns */
static inline int is_flag_char(int c)
{
	return is_alpha(c) || is_digit(c) || c == '.';
}

static const char *skip_spaces(const char *s, const char *e)
{
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	return s;
}

static const char *trim_spaces(const char *s, const char *e)
{
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	return e;
}

/* parse_dec - [s, e) as a decimal no bigger than @max; 0, or -1 when it is not one */
static int parse_dec(const char *s, const char *e, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;

	if (s == e)
		return -1;
	for (; s < e; s++) {
		unsigned int d = (unsigned int)(unsigned char)*s - '0';

		if (d > 9 || v > (max - d) / 10)
			return -1;
		v = v * 10 + d;
	}
	*out = v;
	return 0;
}

static int all_digits(const char *s, const char *e)
{
	if (s == e)
		return 0;
	for (; s < e; s++)
		if (!is_digit(*s))
			return 0;
	return 1;
}

/* key_at - when [p, e) starts with "key=", the position after the '=' */
static const char *key_at(const char *p, const char *e)
{
	if (p >= e || !is_key_start(*p))
		return NULL;
	for (p++; p < e && is_key_char(*p); p++)
		;
	return p < e && *p == '=' ? p + 1 : NULL;
}

static int add_field(struct ftrace_line *out, int n, const char *key, size_t key_len,
		     const char *val, size_t val_len)
{
	struct text_field *f;

	if (n < 0 || n >= FTRACE_MAX_FIELDS)
		return -1;
	f = &out->fields[n];
	f->key = key;
	f->key_len = (int)key_len;
	f->val = val;
	f->val_len = (int)val_len;
	return n + 1;
}

#define ADD_STATIC(out, n, key, v, ve)                                                             \
	add_field((out), (n), (key), sizeof(key) - 1, (v), (size_t)((ve) - (v)))

/* ---- payloads ------------------------------------------------------------ */

/*
 * split_kv - "key=value ..." from [s, e) into fields @n onwards
 * @first_key: when set, [s, ...) is the value of this key (a positional
 * first field, as in "perfcl_clk state=... cpu_id=...")
 *
 * A value runs to the next " key=" (spaces before it are not part of it), or
 * to " ==> key=" in sched_switch.  Return: the field count, or -1 when the
 * text is not key=value or has more than FTRACE_MAX_FIELDS fields.
 */
static int split_kv(struct ftrace_line *out, const char *s, const char *e, int n,
		    const char *first_key)
{
	const char *k, *ke, *v;

	if (first_key) {
		k = first_key;
		ke = k + strlen(k);
		v = s;
	} else {
		s = skip_spaces(s, e);
		if (s == e)
			return n;
		v = key_at(s, e);
		if (!v)
			return -1;
		k = s;
		ke = v - 1;
	}
	for (;;) {
		const char *p = v, *vend = e, *next = NULL;

		while (p < e && (p = memchr(p, ' ', (size_t)(e - p)))) {
			const char *j = skip_spaces(p, e);

			if (key_at(j, e)) {
				next = j;
			} else if (HAS(j, e, "==>")) {
				const char *j2 = skip_spaces(j + 3, e);

				if (j2 > j + 3 && key_at(j2, e))
					next = j2;
			}
			if (next) {
				vend = p;
				break;
			}
			p = j;
		}
		n = add_field(out, n, k, (size_t)(ke - k), v, (size_t)(vend - v));
		if (n < 0 || !next)
			return n;
		k = next;
		v = key_at(next, e);
		ke = v - 1;
	}
}

/*
 * module_suffix - past the " [MODULE]" that %ps prints after a symbol of a
 * module ("hdd_bus_bw_work_handler [wlan]"), when @s is at one; else @s.
 * The key=value forms keep it in the value (it runs to the next " key="),
 * so the function is the same text in both.
 */
static const char *module_suffix(const char *s, const char *e)
{
	const char *b = skip_spaces(s, e), *p;

	if (b == s || b >= e || *b != '[')
		return s;
	for (p = b + 1; p < e && is_name_char(*p); p++)
		;
	if (p == b + 1 || p >= e || *p != ']' || (p + 1 < e && p[1] != ' '))
		return s;
	return p + 1;
}

/*
 * split_work - the workqueue and kthread-work forms: "work struct 0xADDR:
 * function NAME", "work struct=0xADDR function=NAME ...", "work struct 0xADDR
 * function=NAME ", "work struct 0xADDR"
 */
static int split_work(struct ftrace_line *out, const char *s, const char *e)
{
	const char *a;
	int n;

	s += sizeof("work struct") - 1;
	if (s >= e || (*s != ' ' && *s != '='))
		return -1;
	a = ++s;
	while (s < e && *s != ' ' && *s != ':')
		s++;
	if (a == s)
		return -1;
	n = ADD_STATIC(out, 0, "work", a, s);
	if (s < e && *s == ':') {
		s = skip_spaces(s + 1, e);
		if (HAS(s, e, "function ")) {
			s = skip_spaces(s + sizeof("function ") - 1, e);
			a = s;
			while (s < e && *s != ' ')
				s++;
			if (a == s)
				return -1;
			s = module_suffix(s, e);
			n = ADD_STATIC(out, n, "function", a, s);
		}
	}
	return split_kv(out, s, e, n, NULL);
}

/* task_part - "COMM:PID [PRIO]" (and " STATE" when @state is set), read from the right */
static int task_part(const char *s, const char *e, const char **comm_end, const char **pid,
		     const char **prio, const char **prio_end, const char **state)
{
	const char *d;

	e = trim_spaces(s, e);
	if (state) {
		const char *st = e;

		while (st > s && st[-1] != ' ')
			st--;
		if (st == s || st == e)
			return -1;
		*state = st;
		e = trim_spaces(s, st);
	}
	*prio = *prio_end = NULL;
	if (e > s && e[-1] == ']') {
		const char *b = e - 1;

		while (b > s && b[-1] != '[' && e - b < 16)
			b--;
		if (b == s || b[-1] != '[')
			return -1;
		if (!all_digits(b + (*b == '-'), e - 1))
			return -1;
		*prio = b;
		*prio_end = e - 1;
		e = trim_spaces(s, b - 1);
	}
	d = e;
	while (d > s && is_digit(d[-1]))
		d--;
	if (d == e || d == s || d[-1] != ':')
		return -1;
	*comm_end = d - 1;
	*pid = d;
	return 0;
}

/* split_switch - trace-cmd's sched_switch plugin print */
static int split_switch(struct ftrace_line *out, const char *s, const char *e)
{
	const char *arrow = memmem(s, (size_t)(e - s), " ==> ", 5);
	const char *pc, *pp, *pr, *pre, *st, *nc, *np, *nr, *nre, *r;
	int n;

	if (!arrow)
		return -1;
	r = skip_spaces(arrow + 5, e);
	if (task_part(s, arrow, &pc, &pp, &pr, &pre, &st) ||
	    task_part(r, e, &nc, &np, &nr, &nre, NULL))
		return -1;
	n = ADD_STATIC(out, 0, "prev_comm", s, pc);
	n = ADD_STATIC(out, n, "prev_pid", pp, trim_spaces(pp, pr ? pr - 1 : st));
	if (pr)
		n = ADD_STATIC(out, n, "prev_prio", pr, pre);
	n = ADD_STATIC(out, n, "prev_state", st, trim_spaces(st, arrow));
	n = ADD_STATIC(out, n, "next_comm", r, nc);
	n = ADD_STATIC(out, n, "next_pid", np, trim_spaces(np, nr ? nr - 1 : e));
	if (nr)
		n = ADD_STATIC(out, n, "next_prio", nr, nre);
	return n;
}

/* split_wakeup - the sched_wakeup plugin print: "COMM:PID [PRIO] [success=N] CPU:NNN" */
static int split_wakeup(struct ftrace_line *out, const char *s, const char *e)
{
	const char *cpu = NULL, *cpu_end = NULL, *succ = NULL, *succ_end = NULL;
	const char *comm_end, *pid, *prio, *prio_end, *t;
	int n;

	e = trim_spaces(s, e);
	t = e;
	while (t > s && t[-1] != ' ')
		t--;
	if (HAS(t, e, "CPU:") && all_digits(t + 4, e)) {
		cpu = t + 4;
		cpu_end = e;
		e = trim_spaces(s, t);
		for (t = e; t > s && t[-1] != ' '; t--)
			;
	}
	if (HAS(t, e, "success=") && all_digits(t + 8, e)) {
		succ = t + 8;
		succ_end = e;
		e = trim_spaces(s, t);
	}
	if (task_part(s, e, &comm_end, &pid, &prio, &prio_end, NULL))
		return -1;
	n = ADD_STATIC(out, 0, "comm", s, comm_end);
	n = ADD_STATIC(out, n, "pid", pid, trim_spaces(pid, prio ? prio - 1 : e));
	if (prio)
		n = ADD_STATIC(out, n, "prio", prio, prio_end);
	if (succ)
		n = ADD_STATIC(out, n, "success", succ, succ_end);
	if (cpu)
		n = ADD_STATIC(out, n, "target_cpu", cpu, cpu_end);
	return n;
}

/*
 * split_epp - amd_pstate_epp_perf as the kernel prints it:
 * "cpu%u: [%hhu<->%hhu]/%hhu, epp=%hhu, boost=%u" (6.14), and ", changed=%u"
 * after it (6.15 on): cpu_id, min_perf, max_perf, highest_perf, epp, boost,
 * changed
 */
static int split_epp(struct ftrace_line *out, const char *s, const char *e)
{
	static const char *const before[] = { "cpu", ": [", "<->", "]/", ", epp=", ", boost=",
					      ", changed=" };
	static const char *const keys[] = { "cpu_id", "min_perf", "max_perf", "highest_perf",
					    "epp", "boost", "changed" };
	const char *p = s, *v[7], *ve[7];
	int i, k, n = 0;

	for (i = 0; i < 7; i++) {
		size_t len = strlen(before[i]);

		if (i == 6 && p == e)
			break;
		if ((size_t)(e - p) < len || memcmp(p, before[i], len) != 0)
			return -1;
		p += len;
		v[i] = p;
		while (p < e && is_digit(*p))
			p++;
		if (p == v[i])
			return -1;
		ve[i] = p;
	}
	if (p != e)
		return -1;
	for (k = 0; k < i; k++)
		n = add_field(out, n, keys[k], strlen(keys[k]), v[k], (size_t)(ve[k] - v[k]));
	return n;
}

static int name_is(const struct text_event *ev, const char *name)
{
	size_t n = strlen(name);

	return (size_t)ev->name_len == n && !memcmp(ev->name, name, n);
}

/* events whose payload is printed without a key, in the kernel's TP_printk */
static const char *positional_key(const struct text_event *ev)
{
	/* power.h's clock and power_domain classes: "%s state=%lu cpu_id=%lu" */
	static const char *const name_first[] = {
	    "clock_set_rate",
	    "clock_enable",
	    "clock_disable",
	    "power_domain_target",
	};
	size_t i;

	for (i = 0; i < sizeof(name_first) / sizeof(name_first[0]); i++)
		if (name_is(ev, name_first[i]))
			return "name";
	return NULL;
}

const char *ftrace_marker_kind(const char *name, int len)
{
	static const char *const names[] = { "print", "tracing_mark_write", "bprint", "bputs" };
	static const char *const kinds[] = { "print", "print", "bprint", "bputs" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if ((size_t)len == strlen(names[i]) && !memcmp(name, names[i], (size_t)len))
			return kinds[i];
	return NULL;
}

/* split_payload - ev.nfields for the event in @out */
static int split_payload(struct ftrace_line *out)
{
	const struct text_event *ev = &out->ev;
	const char *s = ev->payload, *e = trim_spaces(s, s + ev->payload_len);
	const char *key;

	if (ftrace_marker_kind(ev->name, ev->name_len))
		return -1;
	if (s == e)
		return 0;
	if (key_at(s, e))
		return split_kv(out, s, e, 0, NULL);
	if (HAS(s, e, "work struct"))
		return split_work(out, s, e);
	/* the catalogue knows the table; the old formats' layout is ours */
	switch (evmap_find_n(ev->name, ev->name_len)) {
	case TBL_SCHED_SWITCH:
		return split_switch(out, s, e);
	case TBL_SCHED_WAKEUP:
	case TBL_SCHED_WAKEUP_NEW:
	case TBL_SCHED_WAKING:
		return split_wakeup(out, s, e);
	case TBL_AMD_PSTATE_EPP_PERF:
		return split_epp(out, s, e);
	default:
		break;
	}
	key = positional_key(ev);
	if (key)
		return split_kv(out, s, e, 0, key);
	return -1;
}

/* ---- the line ------------------------------------------------------------ */

/* parse_tgid - the inside of "( 1234)" or "(-----)" */
static int parse_tgid(const char *s, const char *e, int *tgid)
{
	uint64_t v;

	s = skip_spaces(s, e);
	e = trim_spaces(s, e);
	if (s == e)
		return -1;
	if (*s == '-') {
		for (; s < e; s++)
			if (*s != '-')
				return -1;
		*tgid = -1;
		return 0;
	}
	if (parse_dec(s, e, INT_MAX, &v))
		return -1;
	*tgid = (int)v;
	return 0;
}

/*
 * try_cpu_column - parse the line as an event whose CPU column starts at @lb
 * @s: the line after its leading blanks, @e: its end
 * Return: 0 with @out filled, -1 when @lb is not the CPU column.
 */
static int try_cpu_column(const char *s, const char *lb, const char *e, struct ftrace_line *out)
{
	static const uint64_t scale[10] = {
	    1000000000, 100000000, 10000000, 1000000, 100000, 10000, 1000, 100, 10, 1,
	};
	const char *q = lb + 1, *t, *d, *f, *ts, *ts_end, *frac = NULL, *frac_end = NULL, *name;
	uint64_t cpu, pid, sec, ns = 0;
	int tgid = -1, nflags = 0;
	struct text_event *ev = &out->ev;

	/* "[CPU] " */
	while (q < e && is_digit(*q) && q - lb <= 7)
		q++;
	if (q == lb + 1 || q + 1 >= e || q[0] != ']' || q[1] != ' ')
		return -1;
	if (parse_dec(lb + 1, q, INT_MAX, &cpu))
		return -1;

	/* left of it: "COMM-PID", then maybe "(TGID)" */
	t = trim_spaces(s, lb);
	if (t > s && t[-1] == ')') {
		const char *o = t - 1;

		while (o > s && o[-1] != '(' && t - o < 16)
			o--;
		if (o == s || o[-1] != '(' || parse_tgid(o, t - 1, &tgid))
			return -1;
		t = trim_spaces(s, o - 1);
	}
	d = t;
	while (d > s && is_digit(d[-1]) && t - d <= 10)
		d--;
	if (d == t || d == s || d[-1] != '-' || parse_dec(d, t, INT_MAX, &pid))
		return -1;

	/* right of it: maybe flags, then "SECS[.FRAC]: NAME:" */
	q = skip_spaces(q + 2, e);
	f = q;
	while (q < e && is_flag_char(*q) && q - f < 6)
		q++;
	if (q < e && *q == ' ' && (q - f == 4 || q - f == 5)) {
		nflags = (int)(q - f);
		q = skip_spaces(q, e);
	} else {
		q = f;
	}
	ts = q;
	while (q < e && is_digit(*q))
		q++;
	ts_end = q;
	if (q < e && *q == '.') {
		frac = ++q;
		while (q < e && is_digit(*q))
			q++;
		frac_end = q;
		if (frac == frac_end || frac_end - frac > 9)
			return -1;
	}
	if (ts == ts_end || q + 1 >= e || q[0] != ':' || q[1] != ' ')
		return -1;
	q = skip_spaces(q + 1, e);
	name = q;
	while (q < e && is_name_char(*q))
		q++;
	if (q == name || q >= e || *q != ':' || (q + 1 < e && q[1] != ' '))
		return -1;

	/* a timestamp is stored as a signed 64-bit integer: one that does not
	 * fit is not read modulo anything, the line is not an event line */
	if (frac) {
		uint64_t fv;

		if (parse_dec(ts, ts_end, INT64_MAX / 1000000000, &sec) ||
		    parse_dec(frac, frac_end, UINT64_MAX, &fv))
			return -1;
		fv *= scale[frac_end - frac];
		if (sec * 1000000000 > (uint64_t)INT64_MAX - fv)
			return -1;
		ns = sec * 1000000000 + fv;
	} else if (parse_dec(ts, ts_end, INT64_MAX, &ns)) {
		return -1;
	}

	ev->ts = ns;
	ev->cpu = (int)cpu;
	ev->pid = (int)pid;
	if (d - 1 - s == 5 && !memcmp(s, "<...>", 5)) {
		ev->comm = NULL;
		ev->comm_len = 0;
	} else {
		ev->comm = s;
		ev->comm_len = (int)(d - 1 - s);
	}
	ev->name = name;
	ev->name_len = (int)(q - name);
	q = skip_spaces(q + 1, e);
	ev->payload = q;
	ev->payload_len = (int)(e - q);
	ev->fields = out->fields;
	out->tgid = tgid;
	memcpy(out->flags, f, (size_t)nflags);
	out->flags[nflags] = '\0';
	return 0;
}

/*
 * special_line - the lines around events: trace-cmd's "cpus=N", "version = N",
 * "CPU N is empty", lost-event notes, atrace's "TRACE:"
 * Return: the kind, or -1 when @s is none of them.
 */
static int special_line(const char *s, const char *e, struct ftrace_line *out)
{
	const char *p, *q;
	uint64_t v;

	e = trim_spaces(s, e);
	if (HAS(s, e, "cpus=") && all_digits(s + 5, e))
		return FTL_COMMENT;
	if (HAS(s, e, "version = ") && all_digits(s + 10, e))
		return FTL_COMMENT;
	if (e - s == 6 && !memcmp(s, "TRACE:", 6))
		return FTL_COMMENT;
	if (HAS(s, e, "CPU ")) {
		for (p = s + 4; p < e && is_digit(*p); p++)
			;
		if (p > s + 4 && e - p == 9 && !memcmp(p, " is empty", 9))
			return FTL_COMMENT;
		return -1;
	}
	if (!HAS(s, e, "CPU:"))
		return -1;
	for (p = s + 4; p < e && is_digit(*p); p++)
		;
	if (p == s + 4 || parse_dec(s + 4, p, INT_MAX, &v) || !HAS(p, e, " ["))
		return -1;
	out->lost_cpu = (int)v;
	p += 2;
	/* the kernel: "[LOST n EVENTS]", "[LOST EVENTS]"; trace-cmd: "[n EVENTS DROPPED]" */
	if (HAS(p, e, "LOST ")) {
		p += 5;
		if (e - p == 7 && !memcmp(p, "EVENTS]", 7)) {
			out->lost_count = -1;
			return FTL_LOST;
		}
		for (q = p; q < e && is_digit(*q); q++)
			;
		if (e - q != 8 || memcmp(q, " EVENTS]", 8) != 0 || parse_dec(p, q, LLONG_MAX, &v))
			return -1;
		out->lost_count = (long long)v;
		return FTL_LOST;
	}
	if (e - p == 15 && !memcmp(p, "EVENTS DROPPED]", 15)) {
		out->lost_count = -1;
		return FTL_LOST;
	}
	for (q = p; q < e && is_digit(*q); q++)
		;
	if (e - q != 16 || memcmp(q, " EVENTS DROPPED]", 16) != 0 || parse_dec(p, q, LLONG_MAX, &v))
		return -1;
	out->lost_count = (long long)v;
	return FTL_LOST;
}

enum ftrace_line_kind ftrace_parse_line(const char *line, size_t len, struct ftrace_line *out)
{
	const char *s = line, *e = line + len, *p, *lb;
	int k;

	if (len > INT_MAX)
		return FTL_BAD;
	while (e > s && (e[-1] == '\n' || e[-1] == '\r'))
		e--;
	s = skip_spaces(s, e);
	if (s == e || (s == line && *s == '#'))
		return FTL_COMMENT;
	if (*s == 'c' || *s == 'v' || *s == 'C' || *s == 'T') {
		k = special_line(s, e, out);
		if (k >= 0)
			return (enum ftrace_line_kind)k;
	}
	for (p = s; p < e && (lb = memchr(p, '[', (size_t)(e - p))); p = lb + 1) {
		if (try_cpu_column(s, lb, e, out) == 0) {
			out->ev.nfields = split_payload(out);
			return FTL_EVENT;
		}
	}
	/* an indented "#" line that is not an event with a comm starting with '#' */
	return *s == '#' ? FTL_COMMENT : FTL_BAD;
}

/* ---- detection ----------------------------------------------------------- */

static int has_prefix_ci(const char *s, const char *e, const char *lit)
{
	size_t n = strlen(lit), i;

	if ((size_t)(e - s) < n)
		return 0;
	for (i = 0; i < n; i++) {
		int c = (unsigned char)s[i];

		if (c >= 'A' && c <= 'Z')
			c += 'a' - 'A';
		if (c != lit[i])
			return 0;
	}
	return 1;
}

/*
 * has_tag_line - whether a trace-data tag opens a line of [head, head + len)
 * or follows another tag: a script or a document that only mentions the tag
 * does not count
 */
static int has_tag_line(const char *head, size_t len)
{
	const char *p = head, *e = head + len, *hit;

	while (p < e &&
	       (hit = memmem(p, (size_t)(e - p), trace_data_tag, sizeof(trace_data_tag) - 1))) {
		const char *ls = hit;

		while (ls > head && (ls[-1] == ' ' || ls[-1] == '\t'))
			ls--;
		if (ls == head || ls[-1] == '\n' || ls[-1] == '>')
			return 1;
		p = hit + 1;
	}
	return 0;
}

enum ftrace_format ftrace_detect(const char *head, size_t len)
{
	static const char dat_magic[] = "\x17\x08\x44tracing";
	struct ftrace_line out;
	const char *p = head, *e = head + len, *q;
	int nlines, first = 1;

	if (len >= sizeof(dat_magic) - 1 && !memcmp(head, dat_magic, sizeof(dat_magic) - 1))
		return FMT_TRACE_DAT;
	if (HAS(p, e, "\xef\xbb\xbf"))
		p += 3;
	for (q = p; q < e && (*q == ' ' || *q == '\t' || *q == '\r' || *q == '\n'); q++)
		;
	if (has_prefix_ci(q, e, "<!doctype html") || has_prefix_ci(q, e, "<html"))
		return FMT_SYSTRACE;
	if (has_tag_line(head, len))
		return FMT_SYSTRACE;
	if (memchr(head, '\0', len))
		return FMT_UNKNOWN;
	for (nlines = 0; p < e && nlines < 64; nlines++) {
		const char *nl = memchr(p, '\n', (size_t)(e - p));
		const char *le = nl ? nl : e, *ls = skip_spaces(p, le), *lt = trim_spaces(ls, le);

		if (ftrace_parse_line(p, (size_t)(le - p), &out) == FTL_EVENT)
			return FMT_FTRACE_TEXT;
		if (lt > ls && lt[-1] == '\r')
			lt--;
		if (first && lt > ls) {
			if (HAS(ls, lt, "# tracer:") ||
			    (HAS(ls, lt, "cpus=") && all_digits(ls + 5, lt)))
				return FMT_FTRACE_TEXT;
			/* trace-cmd before 2.x printed "version = 6" above "cpus=" */
			if (!(HAS(ls, lt, "version = ") && all_digits(ls + 10, lt)))
				first = 0;
		}
		p = nl ? nl + 1 : e;
	}
	return FMT_UNKNOWN;
}

/* ---- the reader ---------------------------------------------------------- */

enum rd_state {
	RD_SEARCH, /* systrace: before a trace-data block */
	RD_LINES,
	RD_SKIP,   /* systrace: inside a block that holds no ftrace text */
	RD_JS,     /* legacy systrace: inside the linuxPerfData string */
	RD_DONE,
};

struct ftrace_text_reader {
	FILE *f;
	char *buf;
	size_t cap, pos, end; /* unread bytes are buf[pos, end) */
	unsigned long nl; /* newlines consumed so far */
	enum rd_state state;
	unsigned int systrace : 1;
	unsigned int eof : 1;
	unsigned int started : 1; /* the byte-order mark check is done */
	unsigned int skip_rest : 1; /* dropping the rest of a cut line */
	unsigned int cut : 2; /* how the last line given ends: FTR_WHOLE, FTR_CUT_* */
	unsigned int saw_data : 1;
	unsigned int truncated : 1; /* the file ends inside a line, or inside the trace-data block */
	unsigned int line_blank : 1; /* RD_SEARCH: a tag may start here (line start, after '>') */
	unsigned int block_start : 1; /* no line of this block given yet */
	char *js;                 /* RD_JS: the line decoded */
	size_t js_len;
	unsigned long js_first;   /* RD_JS: the line number of the line's first byte */
	struct ftrace_text_blocks blocks;
};

struct ftrace_text_reader *ftrace_text_reader_open_head(FILE *f, enum ftrace_format fmt,
							const char *head, size_t len)
{
	struct ftrace_text_reader *r;

	if (!f || (fmt != FMT_SYSTRACE && fmt != FMT_FTRACE_TEXT) || (len && !head)) {
		errno = EINVAL;
		return NULL;
	}
	r = calloc(1, sizeof(*r));
	if (!r)
		return NULL;
	r->cap = len > RD_INIT_CAP ? len : RD_INIT_CAP;
	r->buf = malloc(r->cap);
	if (!r->buf)
		goto out_free;
	if (len)
		memcpy(r->buf, head, len);
	r->end = len;
	if (len >= 3) {
		r->started = 1;
		if (!memcmp(r->buf, "\xef\xbb\xbf", 3))
			r->pos = 3;
	}
	r->f = f;
	r->systrace = fmt == FMT_SYSTRACE;
	r->state = r->systrace ? RD_SEARCH : RD_LINES;
	r->saw_data = !r->systrace;
	r->line_blank = 1;
	return r;

out_free:
	free(r);
	return NULL;
}

struct ftrace_text_reader *ftrace_text_reader_open(FILE *f, enum ftrace_format fmt)
{
	return ftrace_text_reader_open_head(f, fmt, NULL, 0);
}

void ftrace_text_reader_close(struct ftrace_text_reader *r)
{
	if (!r)
		return;
	free(r->js);
	free(r->buf);
	free(r);
}

void ftrace_text_reader_blocks(const struct ftrace_text_reader *r, struct ftrace_text_blocks *b)
{
	*b = r->blocks;
}

int ftrace_text_reader_saw_data(const struct ftrace_text_reader *r)
{
	return r->saw_data;
}

int ftrace_text_reader_truncated(const struct ftrace_text_reader *r)
{
	return r->truncated;
}

enum ftrace_line_cut ftrace_text_reader_cut(const struct ftrace_text_reader *r)
{
	return (enum ftrace_line_cut)r->cut;
}

/*
 * rd_fill - move the unread bytes to the front, grow the buffer when they
 * fill it (up to RD_MAX_LINE), read more
 * Return: 1 when bytes were read, 0 at the end of the file, -1 on an error.
 */
static int rd_fill(struct ftrace_text_reader *r)
{
	size_t n;

	if (r->eof)
		return 0;
	if (r->pos) {
		memmove(r->buf, r->buf + r->pos, r->end - r->pos);
		r->end -= r->pos;
		r->pos = 0;
	}
	if (r->end == r->cap) {
		size_t cap = r->cap * 2 > RD_MAX_LINE ? RD_MAX_LINE : r->cap * 2;
		char *b;

		if (r->cap >= RD_MAX_LINE) {
			errno = ENOBUFS; /* the callers never let this happen */
			return -1;
		}
		b = realloc(r->buf, cap);
		if (!b)
			return -1;
		r->buf = b;
		r->cap = cap;
	}
	n = fread(r->buf + r->end, 1, r->cap - r->end, r->f);
	if (!n) {
		if (ferror(r->f)) {
			if (!errno)
				errno = EIO;
			return -1;
		}
		r->eof = 1;
		return 0;
	}
	r->end += n;
	if (!r->started && r->end >= 3) {
		r->started = 1;
		if (!memcmp(r->buf, "\xef\xbb\xbf", 3))
			r->pos = 3;
	}
	return 1;
}

static unsigned long count_nl(const char *s, size_t n)
{
	const char *e = s + n;
	unsigned long c = 0;

	while (s < e && (s = memchr(s, '\n', (size_t)(e - s)))) {
		c++;
		s++;
	}
	return c;
}

/* rd_consume - move past @k unread bytes, counting newlines and blanks */
static void rd_consume(struct ftrace_text_reader *r, size_t k)
{
	const char *s = r->buf + r->pos, *e = s + k, *last = memrchr(s, '\n', k);

	r->nl += count_nl(s, k);
	if (last)
		r->line_blank = skip_spaces(last + 1, e) == e;
	else if (r->line_blank)
		r->line_blank = skip_spaces(s, e) == e;
	/* "<html><script class=...>" on one line: a tag may follow a tag */
	if (!r->line_blank && k && trim_spaces(s, e) > s && trim_spaces(s, e)[-1] == '>')
		r->line_blank = 1;
	r->pos += k;
}

/*
 * js_var_at - whether @s (@n bytes, starting with "var linuxPerfData") is
 * the legacy systrace's data: "var linuxPerfData = \"" with blanks around
 * the '=' as they come; the string's first byte is then at @s + *@str.
 * Return: 1, 0 when it is not, -1 when @n is too short to tell.
 */
static int js_var_at(const char *s, size_t n, size_t *str)
{
	const char *e = s + n, *p = skip_spaces(s + sizeof(legacy_var) - 1, e);

	if (p < e && *p == '=')
		p = skip_spaces(p + 1, e);
	if (p == e)
		return n > 64 ? 0 : -1;
	if (*p != '"' || !memchr(s, '=', (size_t)(p - s)))
		return 0;
	*str = (size_t)(p + 1 - s);
	return 1;
}

/*
 * rd_find_block - skip to just after the next trace-data tag that opens a
 * line, or into the legacy linuxPerfData string, without splitting lines
 * (systrace puts megabytes of one-line scripts before it, and a script may
 * hold the tag's text in a string)
 * Return: 1 for a trace-data block, 2 for a legacy string, 0 when the file
 * has no more, -1 on a read error.
 */
static int rd_find_block(struct ftrace_text_reader *r)
{
	const size_t tl = sizeof(trace_data_tag) - 1;

	for (;;) {
		char *s = r->buf + r->pos, *hit, *var;
		size_t avail = r->end - r->pos, keep, str = 0;
		int rc;

		hit = memmem(s, avail, trace_data_tag, tl);
		var = memmem(s, hit ? (size_t)(hit - s) : avail, legacy_var, sizeof(legacy_var) - 1);
		if (var) {
			rd_consume(r, (size_t)(var - s));
			rc = js_var_at(var, r->end - r->pos, &str);
			if (rc > 0) {
				rd_consume(r, str);
				return 2;
			}
			if (rc == 0 || r->eof) {
				rd_consume(r, 1);
				continue;
			}
			if (rd_fill(r) < 0)
				return -1;
			continue;
		}
		if (hit) {
			rd_consume(r, (size_t)(hit - s));
			if (r->line_blank) {
				rd_consume(r, tl);
				break;
			}
			rd_consume(r, 1);
			continue;
		}
		keep = avail < tl - 1 ? avail : tl - 1; /* the longer of the two, but one */
		rd_consume(r, avail - keep);
		if (r->eof)
			return 0;
		if (rd_fill(r) < 0)
			return -1;
	}
	for (;;) {
		char *s = r->buf + r->pos, *gt;
		size_t avail = r->end - r->pos;

		gt = memchr(s, '>', avail);
		if (gt) {
			rd_consume(r, (size_t)(gt - s) + 1);
			return 1;
		}
		rd_consume(r, avail);
		if (r->eof)
			return 0;
		if (rd_fill(r) < 0)
			return -1;
	}
}

/* rd_line - the next raw line (a line longer than RD_MAX_LINE is cut) */
static int rd_line(struct ftrace_text_reader *r, const char **line, size_t *len,
		   unsigned long *line_no)
{
	for (;;) {
		char *s = r->buf + r->pos, *nl;
		size_t avail = r->end - r->pos;

		nl = memchr(s, '\n', avail);
		if (nl) {
			r->pos += (size_t)(nl - s) + 1;
			r->nl++;
			if (r->skip_rest) {
				r->skip_rest = 0;
				continue;
			}
			*line = s;
			*len = (size_t)(nl - s);
			*line_no = r->nl;
			r->cut = FTR_WHOLE;
			return 1;
		}
		if (r->skip_rest) {
			r->pos = r->end;
			avail = 0;
		} else if (avail >= RD_MAX_LINE) {
			*line = s;
			*len = RD_MAX_LINE;
			*line_no = r->nl + 1;
			r->pos += RD_MAX_LINE;
			r->skip_rest = 1;
			r->cut = FTR_CUT_LONG;
			return 1;
		}
		if (r->eof) {
			if (!avail)
				return 0;
			*line = s;
			*len = avail;
			*line_no = ++r->nl;
			r->pos = r->end;
			r->cut = FTR_CUT_EOF;
			return 1;
		}
		if (rd_fill(r) < 0)
			return -1;
	}
}

static int is_blank(const char *s, size_t n)
{
	return skip_spaces(s, s + n) == s + n;
}

static int hex_val(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* hex_at - the @n hex digits at @s as a number, or -1 when they are not */
static long hex_at(const char *s, int n)
{
	long v = 0;
	int i, d;

	for (i = 0; i < n; i++) {
		d = hex_val((unsigned char)s[i]);
		if (d < 0)
			return -1;
		v = v * 16 + d;
	}
	return v;
}

/* js_put - one decoded byte onto the line; a line past RD_MAX_LINE is cut */
static void js_put(struct ftrace_text_reader *r, int c)
{
	if (!r->js_len)
		r->js_first = r->nl + 1; /* where the line starts, after continuations */
	if (r->js_len < RD_MAX_LINE)
		r->js[r->js_len++] = (char)c;
}

/* js_put_cp - code point @cp as UTF-8 (a lone surrogate as U+FFFD) */
static void js_put_cp(struct ftrace_text_reader *r, long cp)
{
	if (cp >= 0xd800 && cp <= 0xdfff)
		cp = 0xfffd;
	if (cp < 0x80) {
		js_put(r, (int)cp);
	} else if (cp < 0x800) {
		js_put(r, 0xc0 | (int)(cp >> 6));
		js_put(r, 0x80 | (int)(cp & 0x3f));
	} else if (cp < 0x10000) {
		js_put(r, 0xe0 | (int)(cp >> 12));
		js_put(r, 0x80 | (int)((cp >> 6) & 0x3f));
		js_put(r, 0x80 | (int)(cp & 0x3f));
	} else {
		js_put(r, 0xf0 | (int)(cp >> 18));
		js_put(r, 0x80 | (int)((cp >> 12) & 0x3f));
		js_put(r, 0x80 | (int)((cp >> 6) & 0x3f));
		js_put(r, 0x80 | (int)(cp & 0x3f));
	}
}

/*
 * js_escape - the escape at @s (after its backslash; @n bytes there, at
 * least 12 unless the file ends sooner) decoded onto the line
 * Return: the bytes it takes, or 0 for "\n" (the line's end).
 */
static size_t js_escape(struct ftrace_text_reader *r, const char *s, size_t n)
{
	static const char simple[] = "b\bf\fv\vt\tr\r0";
	const char *q;
	long cp, lo;

	if (!n)
		return 0;
	switch (s[0]) {
	case 'n':
		return 0;
	case '\r': /* a line continuation, as the writer ends each line "\n\" */
		r->nl += n > 1 && s[1] == '\n';
		return n > 1 && s[1] == '\n' ? 2 : 1;
	case '\n':
		r->nl++;
		return 1;
	case 'x':
		cp = n >= 3 ? hex_at(s + 1, 2) : -1;
		if (cp < 0)
			break;
		js_put_cp(r, cp);
		return 3;
	case 'u':
		cp = n >= 5 ? hex_at(s + 1, 4) : -1;
		if (cp < 0)
			break;
		/* a surrogate pair: "\uD83D\uDE00" */
		if (cp >= 0xd800 && cp <= 0xdbff && n >= 11 && s[5] == '\\' && s[6] == 'u' &&
		    (lo = hex_at(s + 7, 4)) >= 0xdc00 && lo <= 0xdfff) {
			js_put_cp(r, 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00));
			return 11;
		}
		js_put_cp(r, cp);
		return 5;
	default:
		q = memchr(simple, s[0], sizeof(simple) - 1);
		if (q && (q - simple) % 2 == 0) {
			js_put(r, s[0] == '0' ? '\0' : q[1]);
			return 1;
		}
		break;
	}
	/* "\\", "\"", "\'", "\/" and any other: the character itself */
	js_put(r, (unsigned char)s[0]);
	return 1;
}

/*
 * rd_js_line - the next line of the legacy linuxPerfData string, decoded:
 * its lines end in "\n" escapes (the writer also continues the string's
 * source line with a backslash), the string at an unescaped '"'.  A line
 * is read to its end however long; past RD_MAX_LINE it is FTR_CUT_LONG.
 * Return: 1 for a line, 0 at the string's end (the state is RD_SEARCH), or
 * at the file's end inside it (truncated: a last line, if any, is given
 * first, FTR_CUT_EOF), -1 on a read error.
 */
static int rd_js_line(struct ftrace_text_reader *r, const char **line, size_t *len,
		      unsigned long *line_no)
{
	if (!r->js && !(r->js = malloc(RD_MAX_LINE)))
		return -1;
	r->js_len = 0;
	r->js_first = r->nl + 1;
	r->cut = FTR_WHOLE;
	for (;;) {
		const char *s = r->buf + r->pos, *e = r->buf + r->end, *p = s;
		size_t k;

		/* an escape is decoded whole: read on when one may be cut (and
		 * look again: a fill moves the buffer's bytes, also at its end) */
		if (e - s < 12 && !r->eof) {
			if (rd_fill(r) < 0)
				return -1;
			continue;
		}
		while (p < e && *p != '\\' && *p != '"' && *p != '\n')
			js_put(r, (unsigned char)*p++);
		r->pos += (size_t)(p - s);
		if (p < e && *p == '\\' && e - p < 13 && !r->eof) {
			if (rd_fill(r) < 0)
				return -1;
			continue;
		}
		if (p == e) {
			if (!r->eof)
				continue;
			r->truncated = 1;
			r->state = RD_DONE;
			if (!r->js_len)
				return 0;
			r->cut = FTR_CUT_EOF;
			break;
		}
		r->pos++;
		if (p + 1 == e && *p == '\\')
			continue; /* the file ends after it: cut inside the string */
		if (*p == '"') {
			r->state = RD_SEARCH;
			r->line_blank = 0;
			if (!r->js_len)
				return 0;
			break;
		}
		if (*p == '\n') { /* not JavaScript, but a line's end all the same */
			r->nl++;
			break;
		}
		k = js_escape(r, p + 1, (size_t)(e - p - 1));
		if (!k) {
			r->pos++;
			break;
		}
		r->pos += k;
	}
	if (r->js_len >= RD_MAX_LINE && r->cut == FTR_WHOLE)
		r->cut = FTR_CUT_LONG;
	*line = r->js;
	*len = r->js_len;
	*line_no = r->js_first;
	return 1;
}

/*
 * block_ends - whether the line [s, s + *n) holds the trace-data block's
 * </script>: then *@n ends before it, and the reader is put just after it,
 * to find the next block from there (on the same line, or later).
 */
static int block_ends(struct ftrace_text_reader *r, const char *s, size_t *n)
{
	const char *end = memmem(s, *n, script_end, sizeof(script_end) - 1);

	if (!end)
		return 0;
	*n = (size_t)(end - s);
	if (r->cut != FTR_CUT_LONG) {
		r->pos = (size_t)(end - r->buf) + sizeof(script_end) - 1;
		r->nl--; /* its newline is read again */
	}
	/* the block's end ends its last line, whatever follows */
	r->cut = FTR_WHOLE;
	r->line_blank = 1;
	r->state = RD_SEARCH;
	return 1;
}

/* not_ftrace - whether a block's first line says the block holds no ftrace text */
static int not_ftrace(const char *s, size_t n)
{
	const char *e = s + n;

	s = skip_spaces(s, e);
	return HAS(s, e, "PROCESS DUMP") || (s < e && (*s == '{' || *s == '['));
}

int ftrace_text_reader_next(struct ftrace_text_reader *r, const char **line, size_t *len,
			    unsigned long *line_no)
{
	enum rd_state was;
	const char *s;
	size_t n;
	int rc;

	for (;;) {
		if (r->state == RD_DONE)
			return 0;
		if (r->state == RD_SEARCH) {
			rc = rd_find_block(r);
			if (rc <= 0) {
				r->state = RD_DONE;
				return rc;
			}
			r->state = rc == 2 ? RD_JS : RD_LINES;
			r->block_start = 1;
			r->saw_data = 1;
			if (rc == 2)
				r->blocks.legacy++;
		}
		was = r->state;
		if (r->state == RD_JS) {
			rc = rd_js_line(r, &s, &n, line_no);
			if (rc < 0)
				return rc;
			if (rc == 0)
				continue;
		} else {
			rc = rd_line(r, &s, &n, line_no);
			if (rc <= 0) {
				/* a systrace block the file ends in, with no </script>: cut */
				if (rc == 0 && r->systrace)
					r->truncated = 1;
				r->state = RD_DONE;
				return rc;
			}
			if (n && s[n - 1] == '\r')
				n--;
			if (r->systrace && block_ends(r, s, &n) && is_blank(s, n))
				continue;
		}
		if (was == RD_SKIP)
			continue;
		if (r->block_start && r->systrace) {
			if (is_blank(s, n))
				continue;
			r->block_start = 0;
			/* systrace's process dump, or a JSON trace, before or after
			 * the ftrace text: counted, not read as lines */
			if (was == RD_LINES && not_ftrace(s, n)) {
				r->blocks.skipped++;
				if (r->state == RD_LINES)
					r->state = RD_SKIP;
				continue;
			}
			if (was == RD_LINES)
				r->blocks.read++;
		}
		if (r->cut == FTR_CUT_EOF)
			r->truncated = 1;
		*line = s;
		*len = n;
		return 1;
	}
}
