#pragma once

// All read-only definitions of the classic rule system, for code that wants them at once.
#include <fray/rules/budget_rules.h>
#include <fray/rules/melee_rules.h>
#include <fray/rules/melee_weapon.h>
#include <fray/rules/missile_weapon.h>
#include <fray/rules/movement_rules.h>
#include <fray/rules/shooting_rules.h>
#include <fray/rules/species.h>
#include <fray/rules/terrain_type.h>
#include <fray/rules/types.h>
