/**
 * One app's maker/checker registry: the action types its modules register while the app is built,
 * and how each target type's actions describe themselves. Made per app (buildApp), so two apps in
 * one process never apply, describe or mail through each other's registrations.
 */
import type { ActionDescriber, ActionTypeDefinition } from './action-types.ts';

export interface ActionTypes {
  register(definition: ActionTypeDefinition): void;
  registerDescriber(targetType: string, describe: ActionDescriber): void;
  /** The definition of a registered type; throws for a type no module of this app registered. */
  definition(type: string): ActionTypeDefinition;
  /** Without a describer, an action's payload is shown as its change. */
  describer(targetType: string): ActionDescriber | undefined;
}

export function createActionTypes(): ActionTypes {
  const definitions = new Map<string, ActionTypeDefinition>();
  const describers = new Map<string, ActionDescriber>();
  return {
    register(definition) {
      if (definitions.has(definition.type))
        throw new Error(`The action type "${definition.type}" is registered twice.`);
      definitions.set(definition.type, definition);
    },
    registerDescriber(targetType, describe) {
      if (describers.has(targetType)) throw new Error(`The actions on "${targetType}" have two describers.`);
      describers.set(targetType, describe);
    },
    definition(type) {
      const definition = definitions.get(type);
      if (!definition) throw new Error(`Unknown action type "${type}": its module has not registered it.`);
      return definition;
    },
    describer: (targetType) => describers.get(targetType),
  };
}
