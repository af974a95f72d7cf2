#pragma once

// All read-only definitions of the classic rule system, for code that wants them at once.
#include <fray/classic/rules/budget_rules.h>
#include <fray/classic/rules/melee_rules.h>
#include <fray/classic/rules/melee_weapon.h>
#include <fray/classic/rules/missile_weapon.h>
#include <fray/classic/rules/movement_rules.h>
#include <fray/classic/rules/shooting_rules.h>
#include <fray/classic/rules/species.h>
#include <fray/classic/rules/terrain_type.h>
#include <fray/classic/rules/types.h>
