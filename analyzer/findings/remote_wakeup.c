// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_remote_wakeup(struct analysis *a)
{
	(void)a;
}
