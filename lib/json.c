// SPDX-License-Identifier: GPL-2.0
/*
 * json.c - a small JSON writer (json.h).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "json.h"

void jw_init(struct json_writer *jw)
{
	memset(jw, 0, sizeof(*jw));
}

void jw_free(struct json_writer *jw)
{
	sb_free(&jw->sb);
	memset(jw, 0, sizeof(*jw));
}

static int is_inline(const struct json_writer *jw)
{
	return jw->depth > 0 && jw->depth <= JSON_MAX_DEPTH && jw->level[jw->depth - 1].is_inline;
}

/* separate - what goes before a member of the current container: a comma
 * after the first, then a space (inline) or a new line indented */
static void separate(struct json_writer *jw)
{
	int n = 0;

	if (jw->depth <= JSON_MAX_DEPTH)
		n = jw->level[jw->depth - 1].n++;
	if (n)
		sb_addc(&jw->sb, ',');
	if (is_inline(jw)) {
		if (n)
			sb_addc(&jw->sb, ' ');
		return;
	}
	sb_printf(&jw->sb, "\n%*s", 2 * jw->depth, "");
}

/* value - where a value goes: after its key, or as an array's next element */
static void value(struct json_writer *jw)
{
	if (!jw->depth)
		return;
	if (jw->open_key) {
		jw->open_key = 0;
		return;
	}
	separate(jw);
}

/* done - a value ended; the top one ends the text with a new line */
static void done(struct json_writer *jw)
{
	if (!jw->depth)
		sb_addc(&jw->sb, '\n');
}

static void begin(struct json_writer *jw, char open, char close, int want_inline)
{
	int outer_inline = is_inline(jw);

	value(jw);
	sb_addc(&jw->sb, open);
	if (jw->depth < JSON_MAX_DEPTH) {
		jw->level[jw->depth].close = close;
		jw->level[jw->depth].n = 0;
		jw->level[jw->depth].is_inline = want_inline || outer_inline;
	} else {
		jw->overflow = 1;
	}
	jw->depth++;
}

void jw_object(struct json_writer *jw)
{
	begin(jw, '{', '}', 0);
}

void jw_object_inline(struct json_writer *jw)
{
	begin(jw, '{', '}', 1);
}

void jw_array(struct json_writer *jw)
{
	begin(jw, '[', ']', 0);
}

void jw_array_inline(struct json_writer *jw)
{
	begin(jw, '[', ']', 1);
}

void jw_end(struct json_writer *jw)
{
	char close = '}';
	int n = 1;

	if (!jw->depth)
		return;
	if (jw->depth <= JSON_MAX_DEPTH) {
		close = jw->level[jw->depth - 1].close;
		n = jw->level[jw->depth - 1].n;
		if (n && !is_inline(jw))
			sb_printf(&jw->sb, "\n%*s", 2 * (jw->depth - 1), "");
	}
	sb_addc(&jw->sb, close);
	jw->depth--;
	jw->open_key = 0;
	done(jw);
}

void jw_key(struct json_writer *jw, const char *key)
{
	if (!jw->depth)
		return;
	separate(jw);
	sb_json_str(&jw->sb, key, strlen(key));
	sb_add(&jw->sb, ": ", 2);
	jw->open_key = 1;
}

void jw_string(struct json_writer *jw, const char *s)
{
	value(jw);
	if (s)
		sb_json_str(&jw->sb, s, strlen(s));
	else
		sb_adds(&jw->sb, "null");
	done(jw);
}

void jw_int(struct json_writer *jw, long long v)
{
	value(jw);
	sb_printf(&jw->sb, "%lld", v);
	done(jw);
}

void jw_uint(struct json_writer *jw, unsigned long long v)
{
	value(jw);
	sb_printf(&jw->sb, "%llu", v);
	done(jw);
}

void jw_double(struct json_writer *jw, double v)
{
	char buf[32];
	int prec;

	value(jw);
	if (!isfinite(v)) {
		sb_adds(&jw->sb, "null");
	} else if (v == floor(v) && fabs(v) < 9007199254740992.0) { /* 2^53: exact integers */
		sb_printf(&jw->sb, "%.0f", v);
	} else {
		for (prec = 15; prec < 17; prec++) {
			snprintf(buf, sizeof(buf), "%.*g", prec, v);
			if (strtod(buf, NULL) == v)
				break;
		}
		sb_printf(&jw->sb, "%.*g", prec, v);
	}
	done(jw);
}

/* printed - @v as printf prints it with %.*f (@fixed) or %.*g; null when not finite */
static void printed(struct json_writer *jw, double v, int fixed, int digits)
{
	value(jw);
	if (!isfinite(v))
		sb_adds(&jw->sb, "null");
	else if (fixed)
		sb_printf(&jw->sb, "%.*f", digits, v);
	else
		sb_printf(&jw->sb, "%.*g", digits, v);
	done(jw);
}

void jw_fixed(struct json_writer *jw, double v, int decimals)
{
	printed(jw, v, 1, decimals);
}

void jw_sig(struct json_writer *jw, double v, int digits)
{
	printed(jw, v, 0, digits);
}

void jw_bool(struct json_writer *jw, int v)
{
	value(jw);
	sb_adds(&jw->sb, v ? "true" : "false");
	done(jw);
}

void jw_null(struct json_writer *jw)
{
	value(jw);
	sb_adds(&jw->sb, "null");
	done(jw);
}

const char *jw_text(struct json_writer *jw)
{
	return sb_cstr(&jw->sb);
}
