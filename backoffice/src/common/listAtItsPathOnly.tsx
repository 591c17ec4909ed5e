import {
  cloneElement,
  createElement,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ResourceProps } from 'react-admin';
import { useParams } from 'react-router-dom';
import { NotFound } from '../layout/NotFound';

/**
 * react-admin routes a resource's list at its path and at every path below it that no child route takes
 * (`/*`); the specification sends unknown paths to page-not-found, so the list answers its own path only.
 */
const AtItsPathOnly = ({ children }: { children: ReactNode }) => (useParams()['*'] ? <NotFound /> : children);

const atItsPathOnly = (list: ResourceProps['list']) => {
  if (!list) return undefined;
  const element = isValidElement(list) ? list : createElement(list as ComponentType);
  return <AtItsPathOnly>{element}</AtItsPathOnly>;
};

export const listAtItsPathOnly = (resource: ReactElement<ResourceProps>) =>
  cloneElement(resource, { list: atItsPathOnly(resource.props.list) });
