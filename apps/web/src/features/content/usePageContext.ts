import { useNavigate } from 'react-router';
import { useDevicePrefix, useScreenServices } from '../../shared/services/screenServices';
import { contentPaths } from './paths';

/** What every routed content page needs: the API client, its links and a back action. */
export function useContentPage() {
  const { api } = useScreenServices();
  const paths = contentPaths(useDevicePrefix());
  const navigate = useNavigate();
  return { api, paths, onBack: () => void navigate(-1) };
}

/** A positive integer id from the address, or undefined (the page then shows the 404). */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
